import type { Faker } from '@faker-js/faker';
import { InsufficientFunds, mainWallet, moveMoney } from '../../../core/money';
import type { Db } from '../../../db/create-db';
import type { LedgerRecord, MemberRecord } from '../../../db/core-records';
import { teamOf } from '../rules/team';
import { addDays, dayStartMs } from '../../../core/date-range';
import { commissionReferencePrefix, payoutReference } from '../rules/income';
import {
  previousPeriods,
  settleDividend,
  settleRealtimeSalary,
  settleSalary,
  type Period,
} from '../rules/settlement';
import { countedBets, memberFigures, profitLossCents } from '../rules/team-figures';
import type { ContractRecord, DividendRecordRow } from '../records';
import type { DemoContracts, DemoTree } from './seed-contracts';
import type { SeedDays } from './seed-clock';

const hourMs = 3_600_000;

/** Pays a settlement from the upline's main wallet to the downline's; false when nothing moved. */
async function pay(
  db: Db,
  contract: ContractRecord,
  amountCents: number,
  type: LedgerRecord['type'],
  reference: string,
  time: string,
): Promise<boolean> {
  if (amountCents <= 0) return false;
  try {
    await moveMoney(db, {
      from: { memberId: contract.uplineId, walletCode: mainWallet },
      to: { memberId: contract.downlineId, walletCode: mainWallet },
      amountCents,
      type,
      reference,
      remark: `${contract.kind} ${contract.id}`,
      time,
    });
    return true;
  } catch (error) {
    if (error instanceof InsufficientFunds) return false;
    throw error;
  }
}

/** The stored bets of a contract's team (the downline and everyone below it) in [fromMs, toMs). */
function teamFigures(db: Db, downlineId: number, fromMs: number, toMs: number) {
  const range = { fromMs, toMs };
  const team = [db.members.get(downlineId), ...teamOf(db, downlineId).map((t) => t.member)].filter(
    (m): m is MemberRecord => m !== undefined,
  );
  let validBetCents = 0;
  let playersProfitLoss = 0;
  let activeMembers = 0;
  const bets = [];
  for (const member of team) {
    const own = countedBets(db.betsOf(member.id), range);
    const figures = memberFigures(own, db.ledgerOf(member.id), range);
    validBetCents += figures.validBetCents;
    playersProfitLoss += profitLossCents(figures);
    if (own.length > 0) activeMembers += 1;
    bets.push(...own.filter((b) => b.status === 'settled'));
  }
  // The platform's side is the opposite of the players' side.
  return { validBetCents, profitLossCents: -playersProfitLoss, activeMembers, bets };
}

const periodRange = (p: Period) => ({
  fromMs: dayStartMs(p.start),
  toMs: dayStartMs(addDays(p.end, 1)),
});

/** Dividend records of past periods while the contract was in force: the newest pending, one cancelled, the rest paid. */
async function seedDividendRecords(
  db: Db,
  contract: ContractRecord,
  d: SeedDays,
  untilDay: string,
): Promise<void> {
  if (contract.terms.kind !== 'dividend' || !contract.effectiveAt) return;
  const from = contract.effectiveAt.slice(0, 10);
  const periods = previousPeriods(contract.terms.settlementPeriod, untilDay, 12).filter(
    (p) => p.start >= from && p.end < d.today,
  );
  for (const [index, period] of periods.entries()) {
    const { fromMs, toMs } = periodRange(period);
    const figures = teamFigures(db, contract.downlineId, fromMs, toMs);
    const { rate, amountCents } = settleDividend(contract.terms, figures);
    const id = `dv-${5001 + db.agentDividendRecords.size}`;
    const settledAt = new Date(Math.min(toMs + hourMs, Date.parse(d.nowIso))).toISOString();
    const wanted: DividendRecordRow['status'] =
      index === 0 && untilDay === d.today ? 'pending' : index === 2 ? 'cancelled' : 'paid';
    const paid =
      wanted === 'paid' &&
      (amountCents === 0 || (await pay(db, contract, amountCents, 'dividend', id, settledAt)));
    await db.agentDividendRecords.insert({
      id,
      contractId: contract.id,
      uplineId: contract.uplineId,
      downlineId: contract.downlineId,
      settlementPeriod: contract.terms.settlementPeriod,
      periodStart: period.start,
      periodEnd: period.end,
      validBetCents: figures.validBetCents,
      profitLossCents: figures.profitLossCents,
      activeMembers: figures.activeMembers,
      rate,
      amountCents,
      status: wanted === 'paid' && !paid ? 'pending' : wanted,
      ...(paid ? { settledAt } : {}),
    });
  }
}

/** Daily (per day) or real-time (summed per day here) salary of the last `days` days the contract was in force. */
async function seedDailyPayouts(
  db: Db,
  contract: ContractRecord,
  d: SeedDays,
  days: number,
): Promise<void> {
  const since = contract.effectiveAt?.slice(0, 10);
  if (!since) return;
  for (let ago = days; ago >= 1; ago -= 1) {
    const day = d.day(ago);
    if (day < since) continue;
    const fromMs = dayStartMs(day);
    const figures = teamFigures(db, contract.downlineId, fromMs, fromMs + 24 * hourMs);
    const amountCents =
      contract.terms.kind === 'dailySalary'
        ? settleSalary(contract.terms, figures.validBetCents).amountCents
        : contract.terms.kind === 'realtimeSalary'
          ? settleRealtimeSalary(contract.terms, figures.bets)
          : 0;
    await pay(
      db,
      contract,
      amountCents,
      'salary',
      payoutReference(contract.id, day),
      d.at(ago - 1, 0),
    );
  }
}

/** Hourly salary of the hours of the last `days` days. */
async function seedHourlyPayouts(
  db: Db,
  contract: ContractRecord,
  d: SeedDays,
  days: number,
): Promise<void> {
  if (contract.terms.kind !== 'hourlySalary' || !contract.effectiveAt) return;
  const start = Math.max(dayStartMs(d.day(days)), Date.parse(contract.effectiveAt));
  const end = Date.parse(d.nowIso) - hourMs;
  for (let hour = Math.ceil(start / hourMs) * hourMs; hour <= end; hour += hourMs) {
    const figures = teamFigures(db, contract.downlineId, hour, hour + hourMs);
    const { amountCents } = settleSalary(contract.terms, figures.validBetCents);
    const label = new Date(hour).toISOString().slice(0, 13);
    await pay(
      db,
      contract,
      amountCents,
      'salary',
      payoutReference(contract.id, label),
      new Date(hour + hourMs + 5 * 60_000).toISOString(),
    );
  }
}

/** Agent commission credited by the operator (money entering from the platform, like a deposit). */
async function seedCommission(
  db: Db,
  agent: MemberRecord,
  faker: Faker,
  d: SeedDays,
): Promise<void> {
  for (const ago of [3, 10, 17]) {
    const time = d.at(ago, 6);
    await moveMoney(db, {
      from: null,
      to: { memberId: agent.id, walletCode: mainWallet },
      amountCents: faker.number.int({ min: 5_000, max: 30_000 }),
      type: 'adjustment',
      reference: `${commissionReferencePrefix}${time.slice(2, 10).replaceAll('-', '')}${agent.id}`,
      remark: 'agent commission',
      time,
    });
  }
}

/**
 * Settles the demo contracts' past periods from the stored bets and ledger (the games and wallet
 * seeds run before this one): dividend records and payouts, salaries, and some commission, so the
 * income, dividend and transaction pages have data that adds up.
 */
export async function seedDemoSettlements(
  db: Db,
  tree: DemoTree,
  contracts: DemoContracts,
  faker: Faker,
  d: SeedDays,
): Promise<void> {
  await seedDividendRecords(db, contracts.masterDividend, d, d.today);
  await seedDividendRecords(
    db,
    contracts.agentEndedDividend,
    d,
    contracts.agentEndedDividend.endedAt?.slice(0, 10) ?? d.today,
  );
  await seedDailyPayouts(db, contracts.masterDailySalary, d, 14);
  await seedDailyPayouts(db, contracts.masterRealtimeSalary, d, 14);
  await seedDailyPayouts(db, contracts.agentDailySalary, d, 14);
  await seedHourlyPayouts(db, contracts.agentHourlySalary, d, 3);
  await seedCommission(db, tree.agent, faker, d);
}
