import type { Faker } from '@faker-js/faker';
import { isAgent } from '../../../core/members';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { nextContractId } from '../rules/contract-store';
import type {
  ContractEndReason,
  ContractRecord,
  ContractSide,
  ContractStatus,
  ContractTerms,
} from '../records';
import type { SeedDays } from './seed-clock';
import { dailySalaryTerms, dividendTerms, hourlySalaryTerms, realtimeSalaryTerms } from './terms';

interface ContractSeed {
  upline: MemberRecord;
  downline: MemberRecord;
  terms: ContractTerms;
  status: ContractStatus;
  createdAt: string;
  effectiveAt?: string;
  endedAt?: string;
  /** Defaults to the latest of the dates above. */
  updatedAt?: string;
  endReason?: ContractEndReason;
  terminationRequestedBy?: ContractSide;
  replaces?: ContractRecord;
}

async function put(db: Db, c: ContractSeed): Promise<ContractRecord> {
  const updatedAt =
    c.updatedAt ?? [c.createdAt, c.effectiveAt ?? '', c.endedAt ?? ''].sort().at(-1) ?? c.createdAt;
  return db.agentContracts.insert({
    id: nextContractId(db),
    kind: c.terms.kind,
    status: c.status,
    uplineId: c.upline.id,
    downlineId: c.downline.id,
    terms: c.terms,
    confirmLowerRate: false,
    ...(c.replaces ? { replacesContractId: c.replaces.id } : {}),
    ...(c.terminationRequestedBy ? { terminationRequestedBy: c.terminationRequestedBy } : {}),
    ...(c.endReason ? { endReason: c.endReason } : {}),
    createdAt: c.createdAt,
    updatedAt,
    ...(c.effectiveAt ? { effectiveAt: c.effectiveAt } : {}),
    ...(c.endedAt ? { endedAt: c.endedAt } : {}),
  });
}

export interface DemoTree {
  master: MemberRecord;
  agent: MemberRecord;
  subagent: MemberRecord;
  subagent2: MemberRecord;
}

/** The contracts of the demo tree that pay out (the settlement seed settles their past periods). */
export interface DemoContracts {
  masterDividend: ContractRecord;
  masterDailySalary: ContractRecord;
  masterRealtimeSalary: ContractRecord;
  agentDailySalary: ContractRecord;
  agentHourlySalary: ContractRecord;
  agentEndedDividend: ContractRecord;
}

/**
 * demoagent's contracts in every state, of every kind: as downline of demomaster and as upline of
 * demosubagent; plus demosubagent's own contracts with demosubagent2, whose rates make a
 * lower daily-salary offer from demoagent hit the lower-rate rule (demosubagent2 has 1.0%).
 */
export async function seedDemoContracts(
  db: Db,
  { master, agent, subagent, subagent2 }: DemoTree,
  d: SeedDays,
): Promise<DemoContracts> {
  // demomaster -> demoagent
  const oldDaily = await put(db, {
    upline: master,
    downline: agent,
    terms: dailySalaryTerms([0.5, 1.0]),
    status: 'terminated',
    createdAt: d.at(90),
    effectiveAt: d.at(89),
    endedAt: d.at(40),
    endReason: 'superseded',
  });
  const masterDailySalary = await put(db, {
    upline: master,
    downline: agent,
    terms: dailySalaryTerms([0.8, 1.5]),
    status: 'termination',
    terminationRequestedBy: 'upline',
    createdAt: d.at(41),
    effectiveAt: d.at(40),
    updatedAt: d.at(2, 10),
    replaces: oldDaily,
  });
  const masterDividend = await put(db, {
    upline: master,
    downline: agent,
    terms: dividendTerms([20, 30]),
    status: 'success',
    createdAt: d.at(70),
    effectiveAt: d.at(69),
  });
  await put(db, {
    upline: master,
    downline: agent,
    terms: dividendTerms([25, 35]),
    status: 'new',
    createdAt: d.at(1, 8),
    replaces: masterDividend,
  });
  await put(db, {
    upline: master,
    downline: agent,
    terms: hourlySalaryTerms([0.1, 0.2]),
    status: 'rejected',
    createdAt: d.at(22),
    endedAt: d.at(20),
    endReason: 'rejected',
  });
  await put(db, {
    upline: master,
    downline: agent,
    terms: hourlySalaryTerms([0.3, 0.5]),
    status: 'new',
    createdAt: d.at(3, 14),
  });
  const masterRealtimeSalary = await put(db, {
    upline: master,
    downline: agent,
    terms: realtimeSalaryTerms([0.2, 0.5], [0.3, 0.6]),
    status: 'success',
    createdAt: d.at(31),
    effectiveAt: d.at(30),
  });

  // demoagent -> demosubagent
  const agentEndedDividend = await put(db, {
    upline: agent,
    downline: subagent,
    terms: dividendTerms([10, 20]),
    status: 'terminated',
    terminationRequestedBy: 'upline',
    createdAt: d.at(81),
    effectiveAt: d.at(80),
    endedAt: d.at(21),
    endReason: 'terminationAccepted',
  });
  await put(db, {
    upline: agent,
    downline: subagent,
    terms: dailySalaryTerms([0.4, 0.9]),
    status: 'terminated',
    createdAt: d.at(50),
    endedAt: d.at(48),
    endReason: 'withdrawn',
  });
  const agentDailySalary = await put(db, {
    upline: agent,
    downline: subagent,
    terms: dailySalaryTerms([0.6, 1.2]),
    status: 'success',
    createdAt: d.at(46),
    effectiveAt: d.at(45),
  });
  await put(db, {
    upline: agent,
    downline: subagent,
    terms: dividendTerms([15, 25]),
    status: 'new',
    createdAt: d.at(2, 11),
  });
  const agentHourlySalary = await put(db, {
    upline: agent,
    downline: subagent,
    terms: hourlySalaryTerms([0.2, 0.4]),
    status: 'termination',
    terminationRequestedBy: 'downline',
    createdAt: d.at(26),
    effectiveAt: d.at(25),
    updatedAt: d.at(1, 16),
  });
  await put(db, {
    upline: agent,
    downline: subagent,
    terms: realtimeSalaryTerms([0.1, 0.3], [0.15, 0.4]),
    status: 'rejected',
    createdAt: d.at(12),
    endedAt: d.at(10),
    endReason: 'rejected',
  });

  // demosubagent -> demosubagent2 (what demoagent's offers to demosubagent are compared with)
  await put(db, {
    upline: subagent,
    downline: subagent2,
    terms: dailySalaryTerms([0.5, 1.0]),
    status: 'success',
    createdAt: d.at(44),
    effectiveAt: d.at(43),
  });
  await put(db, {
    upline: subagent,
    downline: subagent2,
    terms: hourlySalaryTerms([0.15, 0.3]),
    status: 'success',
    createdAt: d.at(24),
    effectiveAt: d.at(23),
  });
  await put(db, {
    upline: subagent,
    downline: subagent2,
    terms: dividendTerms([8, 12]),
    status: 'success',
    createdAt: d.at(60),
    effectiveAt: d.at(59),
  });

  return {
    masterDividend,
    masterDailySalary,
    masterRealtimeSalary,
    agentDailySalary,
    agentHourlySalary,
    agentEndedDividend,
  };
}

/** Generated top agents give their sub-agents a daily salary contract in force, and the first one a dividend offer. */
export async function seedGeneratedContracts(
  db: Db,
  faker: Faker,
  topAgents: readonly MemberRecord[],
  d: SeedDays,
): Promise<void> {
  for (const top of topAgents) {
    const subAgents = db.downlinesOf(top.id).filter(isAgent);
    for (const [index, sub] of subAgents.entries()) {
      const low = faker.number.float({ min: 0.2, max: 0.6, fractionDigits: 1 });
      const since = faker.number.int({ min: 10, max: 120 });
      await put(db, {
        upline: top,
        downline: sub,
        terms: dailySalaryTerms([low, Number((low + 0.5).toFixed(2))]),
        status: 'success',
        createdAt: d.at(since + 1),
        effectiveAt: d.at(since),
      });
      if (index === 0) {
        await put(db, {
          upline: top,
          downline: sub,
          terms: dividendTerms([faker.number.int({ min: 10, max: 20 }), 30]),
          status: 'new',
          createdAt: d.at(faker.number.int({ min: 1, max: 9 })),
        });
      }
    }
  }
}
