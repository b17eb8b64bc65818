import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { findWallet, mainWallet } from '../../core/money';
import { createTestBackend, type CallResult, type TestBackend } from '../../testing/test-backend';
import { settleRealtimeSalary } from '../agent/rules/settlement';
import { ledgerProblems } from '../wallet/test-support';
import { remoteAddressHeader } from './rules/control-access';

type SandboxMember = Schemas['SandboxMember'];
type Bet = Schemas['Bet'];

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({
    sizes: { players: 4, agents: 1, slotGames: 30, betsPerMember: 1 },
  });
});
beforeEach(async () => {
  await t.restoreSeed();
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

const valueOf = <T>(result: CallResult): T => result.body.value as T;

async function fresh(body: Schemas['SandboxMemberRequest'] = {}): Promise<SandboxMember> {
  const result = await t.call('createSandboxMember', { body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return valueOf<SandboxMember>(result);
}

async function bet(body: Schemas['SandboxBetRequest']): Promise<CallResult> {
  return t.call('placeSandboxBet', { body });
}

function mainCents(account: string): number {
  const member = t.backend.db.memberByAccount(account);
  if (!member) throw new Error(account);
  return findWallet(t.backend.db, member.id, mainWallet)?.balanceCents ?? 0;
}

function idOf(account: string): number {
  const member = t.backend.db.memberByAccount(account);
  if (!member) throw new Error(account);
  return member.id;
}

async function login(account: string, password: string): Promise<string> {
  const result = await t.call('login', { body: { username: account, password } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return valueOf<Schemas['LoginResult']>(result).token;
}

describe('createSandboxMember', () => {
  it('creates an agent by default that signs in with the answered password and may use the agent area', async () => {
    const agent = await fresh();
    expect(agent).toMatchObject({ type: 1, upline: null, balance: 0, paymentPassword: null });
    expect(agent.account).toMatch(/^agent\d{6,}$/);
    const token = await login(agent.account, agent.password);
    const overview = await t.call('getTeamOverview', { token });
    expect(overview.status).toBe(200);
    expect(valueOf<Schemas['AgentTeamOverview']>(overview).teamSize).toBe(0);
  });

  it('puts a member under its agent upline, with its balance booked as a ledger credit', async () => {
    const upline = await fresh({ prefix: 'boss' });
    const player = await fresh({
      type: 0,
      upline: upline.account,
      balance: 5000.25,
      paymentPassword: '654321',
      prefix: 'kid',
    });
    expect(player).toMatchObject({
      type: 0,
      upline: upline.account,
      balance: 5000.25,
      paymentPassword: '654321',
    });
    expect(player.account).toMatch(/^kid\d{6,}$/);

    const uplineToken = await login(upline.account, upline.password);
    const downlines = valueOf<{ list: Schemas['Downline'][] }>(
      await t.call('listDownlines', { token: uplineToken }),
    );
    expect(downlines.list).toEqual([
      expect.objectContaining({ account: player.account, level: 1, balance: 5000.25 }),
    ]);

    const playerId = idOf(player.account);
    expect(t.backend.db.ledgerOf(playerId)).toEqual([
      expect.objectContaining({
        type: 'adjustment',
        walletCode: mainWallet,
        amountCents: 500_025,
        balanceAfterCents: 500_025,
        remark: 'sandbox credit',
      }),
    ]);
    expect(ledgerProblems(t.backend.db, playerId)).toEqual([]);
    const playerToken = await login(player.account, player.password);
    expect((await t.call('getTeamOverview', { token: playerToken })).body.code).toBe(
      'error_not_agent',
    );
  });

  it('gives every call a name of its own', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 5; i += 1) names.add((await fresh({ prefix: 'same', type: 0 })).account);
    expect(names.size).toBe(5);
  });

  it('refuses a player or unknown upline and a third decimal on the field, creating nothing', async () => {
    const player = await fresh({ type: 0 });
    const before = t.backend.db.members.size;
    const cases: [Schemas['SandboxMemberRequest'], string][] = [
      [{ upline: player.account }, 'body.upline'],
      [{ upline: 'nobodyhere1' }, 'body.upline'],
      [{ balance: 10.005 }, 'body.balance'],
      [{ balance: 2_000_000 }, 'body.balance'],
      [{ paymentPassword: '12ab56' }, 'body.paymentPassword'],
      [{ prefix: '9lives' }, 'body.prefix'],
    ];
    for (const [body, field] of cases) {
      const result = await t.call('createSandboxMember', { body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body).toMatchObject({ code: 'validation_error', field });
    }
    expect(t.backend.db.members.size).toBe(before);
  });

  it('answers only the machine running the sandbox', async () => {
    const result = await t.call('createSandboxMember', {
      body: {},
      headers: { [remoteAddressHeader]: '203.0.113.7' },
    });
    expect(result.status).toBe(404);
  });
});

describe('placeSandboxBet', () => {
  it('takes the stake and pays the payout through the ledger, never below zero', async () => {
    const player = await fresh({ type: 0, balance: 100 });
    const refused = await bet({ account: player.account, stake: 100.01, payout: 500 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'insufficient_balance', field: 'body.stake' });
    expect(mainCents(player.account)).toBe(10_000);
    expect(t.backend.db.betsOf(idOf(player.account))).toEqual([]);

    const placedFrom = t.backend.clock.nowMs();
    const won = await bet({ account: player.account, stake: 40, payout: 100.5, vendor: 'PG' });
    expect(won.status).toBe(201);
    const stored = valueOf<Bet>(won);
    expect(stored).toMatchObject({
      account: player.account,
      vendor: 'PG',
      betAmount: 40,
      validBet: 40,
      payout: 100.5,
      winLoss: 60.5,
      status: 'settled',
    });
    // Booked at the sandbox clock's now, settled at once.
    expect(Date.parse(stored.betTime)).toBeGreaterThanOrEqual(placedFrom);
    expect(Date.parse(stored.betTime)).toBeLessThanOrEqual(t.backend.clock.nowMs());
    expect(stored.settleTime).toBe(stored.betTime);
    expect(mainCents(player.account)).toBe(10_000 - 4_000 + 10_050);
    const lost = valueOf<Bet>(await bet({ account: player.account, stake: 160.5, payout: 0 }));
    expect(lost).toMatchObject({ validBet: 160.5, payout: 0, winLoss: -160.5 });
    expect(mainCents(player.account)).toBe(0);
    expect(ledgerProblems(t.backend.db, idOf(player.account))).toEqual([]);

    const token = await login(player.account, player.password);
    const record = valueOf<{ list: Bet[] }>(await t.call('listBets', { token }));
    expect(record.list.map((b) => b.id).sort()).toEqual([stored.id, lost.id].sort());
  });

  it('books the named game, refuses unknown games, vendors, members and trial accounts', async () => {
    const player = await fresh({ type: 0, balance: 50 });
    const game = t.backend.db.games.all().find((g) => g.isGame !== 'VASSALAGE');
    if (!game) throw new Error('no game');
    const named = valueOf<Bet>(
      await bet({ account: player.account, stake: 1, payout: 1, gameId: game.nodeId }),
    );
    expect(named).toMatchObject({ gameName: game.gameName, vendor: game.vassalage, validBet: 0 });

    const cases: [Schemas['SandboxBetRequest'], number, string, string][] = [
      [
        { account: player.account, stake: 1, payout: 0, gameId: 'nope' },
        400,
        'validation_error',
        'body.gameId',
      ],
      [
        { account: player.account, stake: 1, payout: 0, vendor: 'NOPE' },
        400,
        'validation_error',
        'body.vendor',
      ],
      [{ account: player.account, stake: 1.001, payout: 0 }, 400, 'validation_error', 'body.stake'],
      [
        { account: player.account, stake: 1, payout: 0.001 },
        400,
        'validation_error',
        'body.payout',
      ],
      [{ account: 'nobodyhere1', stake: 1, payout: 0 }, 404, 'not_found', 'body.account'],
      [{ account: 'demotrial', stake: 1, payout: 0 }, 400, 'validation_error', 'body.account'],
    ];
    for (const [body, status, code, field] of cases) {
      const result = await bet(body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body).toMatchObject({ code, field });
    }
    expect(mainCents(player.account)).toBe(5_000);
  });

  it('one bet of a level-2 downline changes three reports at once and the income once its 5-minute window ends', async () => {
    // The sandbox clock on a fixed instant (never the wall clock): 10:01, inside 10:00-10:05.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:01:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // Seeded again at that instant (a restored seed would keep the times of the first seeding).
    await t.backend.reset();
    // top -> agent (holds a real-time salary contract from top) -> sub -> player (level 2 below agent)
    const top = await fresh({ balance: 100_000, prefix: 'top' });
    const agent = await fresh({ upline: top.account, prefix: 'agt' });
    const sub = await fresh({ upline: agent.account, prefix: 'sub' });
    const player = await fresh({ type: 0, upline: sub.account, balance: 1_000, prefix: 'ply' });
    const terms: Schemas['RealtimeSalaryContractTerms'] = {
      kind: 'realtimeSalary',
      tiers: [
        { singleBetAmount: 1, winRate: 0.2, lossRate: 0.5 },
        { singleBetAmount: 100, winRate: 0.3, lossRate: 0.6 },
      ],
    };
    const topToken = await login(top.account, top.password);
    const offered = await t.call('offerContract', {
      token: topToken,
      body: { downline: agent.account, kind: 'realtimeSalary', terms },
    });
    expect(offered.status).toBe(201);
    const agentToken = await login(agent.account, agent.password);
    const accepted = await t.call('processRealtimeSalaryContract', {
      token: agentToken,
      body: { contractId: valueOf<Schemas['Contract']>(offered).contractId, action: 'accept' },
    });
    expect(accepted.status).toBe(200);

    const today = t.backend.clock.iso().slice(0, 10);
    const query = { startDate: today, endDate: today };
    const report = async <T>(
      operation: 'listTeamBets' | 'getTeamProfitLoss' | 'getTeamOverview' | 'getAgentIncome',
    ): Promise<T> => {
      const result = await t.call(operation, { token: agentToken, query });
      expect(result.status).toBe(200);
      return valueOf<T>(result);
    };
    const reports = async () => ({
      bets: await report<{ totalCount: number; summary: { validBet: number; winLoss: number } }>(
        'listTeamBets',
      ),
      profitLoss: await report<{ summary: Schemas['AgentProfitLossFigures'] }>('getTeamProfitLoss'),
      overview: await report<Schemas['AgentTeamOverview']>('getTeamOverview'),
      income: await report<Schemas['AgentIncome']>('getAgentIncome'),
    });
    const before = await reports();

    const placed = await bet({ account: player.account, stake: 250, payout: 75.5 });
    expect(placed.status).toBe(201);
    const expectedSalaryCents = settleRealtimeSalary(terms, [
      { betAmountCents: 25_000, winLossCents: -17_450 },
    ]);
    expect(expectedSalaryCents).toBe(150);
    const betTaken = await reports();
    // The bet's window (10:00-10:05) has not ended: team figures moved, income not yet.
    expect(betTaken.income.totals).toEqual(before.income.totals);
    expect(mainCents(agent.account)).toBe(0);

    const advanced = await t.call('advanceSandboxClock', { body: { minutes: 4 } });
    expect(advanced.status).toBe(200);
    const after = await reports();

    const delta = (a: number, b: number) => Math.round((b - a) * 100);
    expect(after.bets.totalCount - before.bets.totalCount).toBe(1);
    expect(delta(before.bets.summary.validBet, after.bets.summary.validBet)).toBe(25_000);
    expect(delta(before.bets.summary.winLoss, after.bets.summary.winLoss)).toBe(-17_450);
    expect(delta(before.profitLoss.summary.validBet, after.profitLoss.summary.validBet)).toBe(
      25_000,
    );
    expect(delta(before.profitLoss.summary.winLoss, after.profitLoss.summary.winLoss)).toBe(
      -17_450,
    );
    expect(delta(before.overview.validBet, after.overview.validBet)).toBe(25_000);
    expect(delta(before.overview.winLoss, after.overview.winLoss)).toBe(-17_450);
    expect(after.overview.activeMembers - before.overview.activeMembers).toBe(1);
    expect(delta(before.income.totals.realtimeSalary, after.income.totals.realtimeSalary)).toBe(
      expectedSalaryCents,
    );
    expect(delta(before.income.totals.total, after.income.totals.total)).toBe(expectedSalaryCents);

    // The salary moved from top to agent: no money appeared; every ledger still adds up.
    expect(mainCents(top.account)).toBe(10_000_000 - expectedSalaryCents);
    expect(mainCents(agent.account)).toBe(expectedSalaryCents);
    for (const account of [top.account, agent.account, player.account])
      expect(ledgerProblems(t.backend.db, idOf(account))).toEqual([]);
  });
});
