import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { findWallet, mainWallet } from '../../core/money';
import type { LedgerRecord } from '../../db/core-records';
import { createTestBackend, type CallResult, type TestBackend } from '../../testing/test-backend';
import { ledgerProblems } from '../wallet/test-support';
import { settleRealtimeSalary } from './rules/settlement';

/**
 * Real-time salary is settled per 5-minute window of the sandbox clock (UTC boundaries :00, :05,
 * ...): the bets settled in a window are paid together once it has ended, exactly once. The wall
 * clock is faked (only `Date`), so every instant below is exact.
 */

const small = { sizes: { players: 4, agents: 1, slotGames: 30, betsPerMember: 1 } };
const terms: Schemas['RealtimeSalaryContractTerms'] = {
  kind: 'realtimeSalary',
  tiers: [
    { singleBetAmount: 1, winRate: 0.2, lossRate: 0.5 },
    { singleBetAmount: 100, winRate: 0.3, lossRate: 0.6 },
  ],
};

let t: TestBackend;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:30.000Z') });
  t = await createTestBackend(small);
});
afterAll(() => {
  vi.useRealTimers();
});
beforeEach(async () => {
  vi.setSystemTime(new Date('2026-11-25T10:00:30.000Z'));
  await t.restoreSeed();
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

const valueOf = <T>(result: CallResult): T => result.body.value as T;
const at = (time: string) => vi.setSystemTime(new Date(`2026-11-25T${time}.000Z`));

interface Team {
  top: Schemas['SandboxMember'];
  agent: Schemas['SandboxMember'];
  player: Schemas['SandboxMember'];
  agentToken: string;
  contractId: string;
}

/** top -> agent (holds a real-time salary contract from top, accepted now) -> player. */
async function team(on: TestBackend = t): Promise<Team> {
  const fresh = async (body: Schemas['SandboxMemberRequest']) => {
    const result = await on.call('createSandboxMember', { body });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    return valueOf<Schemas['SandboxMember']>(result);
  };
  const top = await fresh({ balance: 100_000, prefix: 'top' });
  const agent = await fresh({ upline: top.account, prefix: 'agt' });
  const player = await fresh({ type: 0, upline: agent.account, balance: 5_000, prefix: 'ply' });
  const offered = await on.call('offerContract', {
    token: await on.tokenFor(top.account),
    body: { downline: agent.account, kind: 'realtimeSalary', terms },
  });
  expect(offered.status).toBe(201);
  const contractId = valueOf<Schemas['Contract']>(offered).contractId;
  const agentToken = await on.tokenFor(agent.account);
  const accepted = await on.call('processRealtimeSalaryContract', {
    token: agentToken,
    body: { contractId, action: 'accept' },
  });
  expect(accepted.status).toBe(200);
  return { top, agent, player, agentToken, contractId };
}

async function bet(account: string, stake: number, payout: number, on: TestBackend = t) {
  const placed = await on.call('placeSandboxBet', { body: { account, stake, payout } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}

function salaryEntries(account: string, on: TestBackend = t): LedgerRecord[] {
  const member = on.backend.db.memberByAccount(account);
  if (!member) throw new Error(account);
  return on.backend.db.ledgerOf(member.id).filter((e) => e.type === 'salary');
}

function mainCents(account: string, on: TestBackend = t): number {
  const member = on.backend.db.memberByAccount(account);
  if (!member) throw new Error(account);
  return findWallet(on.backend.db, member.id, mainWallet)?.balanceCents ?? 0;
}

/** The agent's real-time salary income of the day, in cents, as `getAgentIncome` answers it (a read). */
async function incomeCents(x: Team, on: TestBackend = t): Promise<number> {
  const result = await on.call('getAgentIncome', {
    token: x.agentToken,
    query: { startDate: '2026-11-25', endDate: '2026-11-25' },
  });
  expect(result.status).toBe(200);
  return Math.round(valueOf<Schemas['AgentIncome']>(result).totals.realtimeSalary * 100);
}

// A lost bet of 250 reaches the 100 tier: 0.6% of 250 = 1.50.
const lostBetSalary = settleRealtimeSalary(terms, [
  { betAmountCents: 25_000, winLossCents: -25_000 },
]);

describe('real-time salary settled every 5 minutes of the sandbox clock', () => {
  it('pays a 10:01 bet at 10:05, not at 10:04:59, and never again', async () => {
    at('10:00:40');
    const x = await team();
    at('10:01:00');
    await bet(x.player.account, 250, 0);
    expect(lostBetSalary).toBe(150);

    at('10:04:59');
    expect(await incomeCents(x)).toBe(0);
    expect(salaryEntries(x.agent.account)).toEqual([]);

    at('10:05:00');
    expect(await incomeCents(x)).toBe(lostBetSalary);
    expect(salaryEntries(x.agent.account)).toMatchObject([
      {
        amountCents: lostBetSalary,
        reference: `${x.contractId}:2026-11-25T10:00`,
        time: '2026-11-25T10:05:00.000Z',
      },
    ]);
    expect(mainCents(x.top.account)).toBe(10_000_000 - lostBetSalary);
    expect(mainCents(x.agent.account)).toBe(lostBetSalary);

    at('10:10:00');
    expect(await incomeCents(x)).toBe(lostBetSalary);
    at('11:30:00');
    expect(await incomeCents(x)).toBe(lostBetSalary);
    expect(salaryEntries(x.agent.account)).toHaveLength(1);
    for (const account of [x.top.account, x.agent.account])
      expect(ledgerProblems(t.backend.db, t.backend.db.memberByAccount(account)?.id ?? 0)).toEqual(
        [],
      );
  });

  it('settles two bets of one window together, once, and a later window on its own', async () => {
    at('10:00:40');
    const x = await team();
    at('10:01:00');
    await bet(x.player.account, 250, 0); // lost, 100 tier: 0.6% of 250
    at('10:03:30');
    await bet(x.player.account, 50, 80); // won, 1 tier: 0.2% of 50
    at('10:06:00');
    await bet(x.player.account, 10, 0); // lost, 1 tier, next window: 0.5% of 10
    const together = settleRealtimeSalary(terms, [
      { betAmountCents: 25_000, winLossCents: -25_000 },
      { betAmountCents: 5_000, winLossCents: 3_000 },
    ]);
    expect(together).toBe(150 + 10);
    expect(salaryEntries(x.agent.account)).toMatchObject([
      { amountCents: together, reference: `${x.contractId}:2026-11-25T10:00` },
    ]);

    at('10:10:00');
    await incomeCents(x);
    expect(salaryEntries(x.agent.account).map((e) => [e.reference, e.amountCents])).toEqual([
      [`${x.contractId}:2026-11-25T10:00`, together],
      [`${x.contractId}:2026-11-25T10:05`, 5],
    ]);
  });

  it('settles when advanceSandboxClock moves past the window end', async () => {
    at('10:00:40');
    const x = await team();
    at('10:01:00');
    await bet(x.player.account, 250, 0);
    const advanced = await t.call('advanceSandboxClock', { body: { minutes: 3 } });
    expect(valueOf<{ now: string }>(advanced).now).toBe('2026-11-25T10:04:00.000Z');
    expect(salaryEntries(x.agent.account)).toEqual([]);
    await t.call('advanceSandboxClock', { body: { minutes: 1 } });
    // Paid inside the advance's own request, before anything else is asked.
    expect(salaryEntries(x.agent.account)).toHaveLength(1);
    expect(mainCents(x.agent.account)).toBe(lostBetSalary);
  });

  it('pays exactly once across a restart (export, import) before or after the window ends', async () => {
    at('10:00:40');
    const x = await team();
    at('10:01:00');
    await bet(x.player.account, 250, 0);
    at('10:03:00');
    const beforeEnd = t.backend.exportState();

    // A restart from the state exported before the window ended pays it once the window has ended.
    const restarted = await createTestBackend(small);
    at('10:06:00');
    await restarted.backend.importState(structuredClone(beforeEnd));
    const restartedX = { ...x, agentToken: await restarted.tokenFor(x.agent.account) };
    expect(await incomeCents(restartedX, restarted)).toBe(lostBetSalary);
    expect(await incomeCents(restartedX, restarted)).toBe(lostBetSalary);
    expect(salaryEntries(x.agent.account, restarted)).toHaveLength(1);

    // A restart from the state exported after it was paid does not pay it again.
    const afterPaid = restarted.backend.exportState();
    const again = await createTestBackend(small);
    at('10:12:00');
    await again.backend.importState(structuredClone(afterPaid));
    const againX = { ...x, agentToken: await again.tokenFor(x.agent.account) };
    expect(await incomeCents(againX, again)).toBe(lostBetSalary);
    expect(salaryEntries(x.agent.account, again)).toHaveLength(1);
    expect(mainCents(x.top.account, again)).toBe(10_000_000 - lostBetSalary);
    expect(restarted.violations).toEqual([]);
    expect(again.violations).toEqual([]);
  });

  it('pays once when many requests cross the boundary at the same time', async () => {
    at('10:00:40');
    const x = await team();
    at('10:01:00');
    await bet(x.player.account, 250, 0);
    await bet(x.player.account, 100, 0);
    at('10:05:00');
    await Promise.all([
      ...Array.from({ length: 8 }, () => incomeCents(x)),
      ...Array.from({ length: 4 }, () => bet(x.player.account, 1, 0)),
      t.call('listContracts', { token: x.agentToken }),
    ]);
    const expected = settleRealtimeSalary(terms, [
      { betAmountCents: 25_000, winLossCents: -25_000 },
      { betAmountCents: 10_000, winLossCents: -10_000 },
    ]);
    expect(salaryEntries(x.agent.account)).toMatchObject([{ amountCents: expected }]);
    expect(mainCents(x.agent.account)).toBe(expected);
  });

  it('pays for bets settled while the contract was in force, and nothing while the feature is off', async () => {
    at('10:00:40');
    const x = await team();
    at('10:01:00');
    await bet(x.player.account, 250, 0);
    // The downline asks to end it and the upline agrees: no longer in force from 10:02 on.
    at('10:02:00');
    const ask = await t.call('processRealtimeSalaryContract', {
      token: x.agentToken,
      body: { contractId: x.contractId, action: 'terminate' },
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    const agree = await t.call('processRealtimeSalaryContract', {
      token: await t.tokenFor(x.top.account),
      body: { contractId: x.contractId, action: 'accept' },
    });
    expect(agree.status, JSON.stringify(agree.body)).toBe(200);
    await bet(x.player.account, 250, 0);
    at('10:05:00');
    expect(salaryEntries(x.agent.account)).toEqual([]);
    await incomeCents(x);
    // Only the 10:01 bet, made while the contract was in force.
    expect(salaryEntries(x.agent.account)).toMatchObject([{ amountCents: lostBetSalary }]);

    // With the feature off, a window ends unpaid and is not paid later either.
    const y = await team();
    await t.call('setFeatureFlags', { body: { flags: { RTSAL3: false } } });
    at('10:06:00');
    await bet(y.player.account, 250, 0);
    at('10:10:00');
    await t.call('getSandboxConfig');
    await t.call('setFeatureFlags', { body: { flags: { RTSAL3: true } } });
    at('10:15:00');
    await t.call('getSandboxConfig');
    expect(salaryEntries(y.agent.account)).toEqual([]);
  });

  it('starts settling at the seed: the seeded history is never paid again', async () => {
    // Seeded like the sandbox server: the history leads up to today's midnight, started at 00:02.
    vi.setSystemTime(new Date('2026-11-25T00:02:00.000Z'));
    const seeded = await createTestBackend({ ...small, anchor: '2026-11-25T00:00:00.000Z' });
    const ledgerSize = seeded.backend.db.ledger.size;
    const exported = seeded.backend.exportState();
    expect(exported.tables.agentSettlementMarks).toEqual([
      { id: 'realtimeSalary', settledUpTo: '2026-11-25T00:00:00.000Z' },
    ]);
    vi.setSystemTime(new Date('2026-11-25T00:10:00.000Z'));
    await seeded.call('getSandboxConfig');
    expect(seeded.backend.db.ledger.size).toBe(ledgerSize);
    expect(seeded.backend.exportState().tables.agentSettlementMarks).toEqual([
      { id: 'realtimeSalary', settledUpTo: '2026-11-25T00:10:00.000Z' },
    ]);
  });

  it('says on the contract when it was last settled and when it is settled next', async () => {
    at('10:00:40');
    const x = await team();
    const contract = async () =>
      valueOf<{ list: Schemas['Contract'][] }>(
        await t.call('listContracts', { token: x.agentToken, query: { kind: 'realtimeSalary' } }),
      ).list.find((c) => c.contractId === x.contractId);
    at('10:03:00');
    // Accepted at 10:00:40, after the last settlement (10:00): nothing settled for it yet.
    expect(await contract()).toMatchObject({ nextSettlementAt: '2026-11-25T10:05:00.000Z' });
    expect((await contract())?.lastSettledAt).toBeUndefined();
    at('10:07:00');
    expect(await contract()).toMatchObject({
      lastSettledAt: '2026-11-25T10:05:00.000Z',
      nextSettlementAt: '2026-11-25T10:10:00.000Z',
    });
  });
});
