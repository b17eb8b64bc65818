import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { mainWallet, moveMoney } from '../../core/money';
import { isDemoAccount } from '../../seed/demo-accounts';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { foreignTeamMember, memberNamed, newRequestId } from './test-support';

type Overview = Schemas['AgentTeamOverview'];
interface ProfitLossPage {
  list: Schemas['AgentMemberProfitLoss'][];
  summary: Schemas['AgentProfitLossFigures'];
  totalCount: number;
}
interface BetsPage {
  list: Schemas['AgentTeamBet'][];
  summary: { betCount: number; validBet: number; winLoss: number };
  totalCount: number;
}

/** The seeded bets lie in October 2026 (the games seed's history ends on 2026-11-01). */
const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
beforeEach(async () => {
  await t.restoreSeed();
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

async function report<T>(
  account: string,
  operation:
    | 'getTeamOverview'
    | 'getTeamProfitLoss'
    | 'listTeamBets'
    | 'listTeamTransactions'
    | 'listDownlines',
  query: Record<string, string | number> = {},
) {
  const result = await t.call(operation, { token: await t.tokenFor(account), query });
  return { status: result.status, code: result.body.code, value: result.body.value as T };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('team reports are computed from stored bets and ledger', () => {
  it('answer the same twice, and a new bet changes the figures by exactly its amounts', async () => {
    const first = await report<Overview>('demoagent', 'getTeamOverview', october);
    const second = await report<Overview>('demoagent', 'getTeamOverview', october);
    expect(second.value).toEqual(first.value);
    expect(first.value.validBet).toBeGreaterThan(0);

    const player = memberNamed(t, 'demosubplayer');
    await t.backend.db.bets.insert({
      id: 'B-TEST-0001',
      memberId: player.id,
      gameNodeId: 'test-node',
      gameName: 'Test Slot',
      gameType: 'RNG',
      vendor: 'PG',
      betAmountCents: 12_345,
      validBetCents: 12_345,
      payoutCents: 0,
      winLossCents: -12_345,
      status: 'settled',
      betTime: '2026-10-15T12:00:00.000Z',
      settleTime: '2026-10-15T12:00:05.000Z',
    });
    const after = await report<Overview>('demoagent', 'getTeamOverview', october);
    expect(cents(after.value.validBet)).toBe(cents(first.value.validBet) + 12_345);
    expect(cents(after.value.winLoss)).toBe(cents(first.value.winLoss) - 12_345);
    const bets = await report<BetsPage>('demoagent', 'listTeamBets', {
      startDate: '2026-10-15',
      endDate: '2026-10-15',
      account: 'demosubplayer',
      pageSize: 100,
    });
    expect(bets.value.list.find((b) => b.id === 'B-TEST-0001')).toMatchObject({
      account: 'demosubplayer',
      level: 3,
      betAmount: 123.45,
    });
  });

  it('agree with each other: overview = sum of profit-and-loss rows = team bets summary', async () => {
    const overview = (await report<Overview>('demoagent', 'getTeamOverview', october)).value;
    const pl = (
      await report<ProfitLossPage>('demoagent', 'getTeamProfitLoss', { ...october, pageSize: 100 })
    ).value;
    const bets = (
      await report<BetsPage>('demoagent', 'listTeamBets', {
        ...october,
        status: 'settled',
        pageSize: 5,
      })
    ).value;
    expect(cents(pl.summary.validBet)).toBe(cents(overview.validBet));
    expect(cents(pl.summary.winLoss)).toBe(cents(overview.winLoss));
    expect(pl.list.reduce((sum, row) => sum + cents(row.validBet), 0)).toBe(
      cents(pl.summary.validBet),
    );
    expect(cents(bets.summary.validBet)).toBe(cents(overview.validBet));
    expect(bets.totalCount).toBe(bets.summary.betCount);
    expect(pl.list.filter((row) => row.betCount > 0)).toHaveLength(overview.activeMembers);
    // Largest valid bet first.
    const validBets = pl.list.map((row) => row.validBet);
    expect([...validBets].sort((a, b) => b - a)).toEqual(validBets);
  });

  it('count deposits and withdrawals booked in the range', async () => {
    const before = (await report<Overview>('demoagent', 'getTeamOverview')).value;
    const player = memberNamed(t, 'demosubplayer');
    const now = t.backend.clock.iso();
    await moveMoney(t.backend.db, {
      from: null,
      to: { memberId: player.id, walletCode: mainWallet },
      amountCents: 50_000,
      type: 'deposit',
      reference: 'D-TEST-1',
      time: now,
    });
    await moveMoney(t.backend.db, {
      from: { memberId: player.id, walletCode: mainWallet },
      to: null,
      amountCents: 20_000,
      type: 'withdrawal',
      reference: 'W-TEST-1',
      time: now,
    });
    const after = (await report<Overview>('demoagent', 'getTeamOverview')).value;
    expect(cents(after.depositAmount) - cents(before.depositAmount)).toBe(50_000);
    expect(cents(after.withdrawalAmount) - cents(before.withdrawalAmount)).toBe(20_000);
  });

  it('count a registration as a new member of today', async () => {
    const before = (await report<Overview>('demoagent', 'getTeamOverview')).value;
    const created = await t.call('registerDownline', {
      token: await t.tokenFor('demoagent'),
      body: { username: 'freshface1', password: 'abc12345', confirmPassword: 'abc12345', type: 0 },
    });
    expect(created.status).toBe(201);
    const after = (await report<Overview>('demoagent', 'getTeamOverview')).value;
    expect(after).toMatchObject({
      teamSize: before.teamSize + 1,
      directDownlines: before.directDownlines + 1,
      newMembers: before.newMembers + 1,
    });
  });

  it('filter by depth and by the team under one downline', async () => {
    const direct = await report<{ list: Schemas['Downline'][] }>('demoagent', 'listDownlines', {
      depth: 1,
    });
    expect(direct.value.list.map((d) => d.account)).toEqual(['demosubagent']);
    const all = await report<{ list: Schemas['Downline'][] }>('demoagent', 'listDownlines');
    const sub = all.value.list.find((d) => d.account === 'demosubagent');
    expect(sub?.teamSize).toBe(all.value.list.length - 1);
    const under = (
      await report<Overview>('demoagent', 'getTeamOverview', {
        ...october,
        account: 'demosubagent',
      })
    ).value;
    expect(under.teamSize).toBe(all.value.list.length - 1);
    expect(under.directDownlines).toBe(1);
  });
});

describe('the overview per day and the tree a level at a time', () => {
  it("answers every day of the range, and the days add up to the range's figures", async () => {
    const overview = (await report<Overview>('demoagent', 'getTeamOverview', october)).value;
    expect(overview.days.map((d) => d.date)).toHaveLength(31);
    expect(overview.days[0]?.date).toBe('2026-10-01');
    expect(overview.days.at(-1)?.date).toBe('2026-10-31');
    const sum = (pick: (d: Overview['days'][number]) => number) =>
      overview.days.reduce((total, d) => total + cents(pick(d)), 0);
    expect(sum((d) => d.validBet)).toBe(cents(overview.validBet));
    expect(sum((d) => d.winLoss)).toBe(cents(overview.winLoss));
    expect(sum((d) => d.depositAmount)).toBe(cents(overview.depositAmount));
    expect(sum((d) => d.withdrawalAmount)).toBe(cents(overview.withdrawalAmount));
    expect(overview.days.reduce((n, d) => n + d.newMembers, 0)).toBe(overview.newMembers);
    expect(Math.max(...overview.days.map((d) => d.activeMembers))).toBeLessThanOrEqual(
      overview.activeMembers,
    );
  });

  it("lists one member's direct downlines with levels from the caller, and refuses outsiders", async () => {
    interface Page {
      list: Schemas['Downline'][];
      totalCount: number;
    }
    const own = await report<Page>('demoagent', 'listDownlines', { upline: 'demoagent' });
    const direct = await report<Page>('demoagent', 'listDownlines', { depth: 1 });
    expect(own.value.list.map((d) => d.account)).toEqual(direct.value.list.map((d) => d.account));

    const under = await report<Page>('demoagent', 'listDownlines', { upline: 'demosubagent' });
    expect(under.status).toBe(200);
    expect(under.value.totalCount).toBeGreaterThan(0);
    expect(under.value.list.every((d) => d.upline === 'demosubagent' && d.level === 2)).toBe(true);

    for (const upline of ['demomaster', 'demovip', foreignTeamMember(t).account]) {
      expect(await report('demoagent', 'listDownlines', { upline }), upline).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    }
  });
});

describe('an agent never reads another agent team', () => {
  const operations = [
    'getTeamOverview',
    'getTeamProfitLoss',
    'listTeamBets',
    'listTeamTransactions',
    'listDownlines',
  ] as const;

  it('answers 404 for uplines, outsiders and members of generated trees', async () => {
    const outsiders = ['demomaster', 'demovip', foreignTeamMember(t).account];
    for (const operation of operations) {
      for (const account of outsiders) {
        expect(
          await report('demoagent', operation, { account }),
          `${operation} ${account}`,
        ).toMatchObject({ status: 404, code: 'not_found' });
      }
    }
  });

  it("keeps a generated agent's members out of demoagent's lists, and the other way round", async () => {
    const foreign = foreignTeamMember(t);
    const listed = await report<{ list: Schemas['Downline'][] }>('demoagent', 'listDownlines', {
      pageSize: 100,
    });
    expect(listed.value.list.some((d) => d.id === foreign.id)).toBe(false);
    const generatedAgent = t.backend.db.members.get(foreign.uplineId ?? 0);
    expect(generatedAgent).toBeDefined();
    const theirs = await report<{ list: Schemas['Downline'][] }>(
      generatedAgent?.account ?? '',
      'listDownlines',
      { pageSize: 100 },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.value.list.some((d) => isDemoAccount(d.account))).toBe(false);
    expect(
      await report(generatedAgent?.account ?? '', 'getTeamOverview', { account: 'demosubplayer' }),
    ).toMatchObject({ status: 404 });
  });

  it('lets the top agent read the whole tree below it', async () => {
    const row = await report<{ list: Schemas['Downline'][] }>('demomaster', 'listDownlines', {
      account: 'demosubplayer',
    });
    expect(row.value.list).toEqual([
      expect.objectContaining({ account: 'demosubplayer', level: 4, upline: 'demosubagent2' }),
    ]);
  });
});

describe('income and dividend records', () => {
  it("add up: the income's dividend equals the paid dividend records, salaries come from the salary ledger", async () => {
    const token = await t.tokenFor('demoagent');
    const range = { startDate: '2026-06-01', endDate: '2026-11-01' };
    const income = (await t.call('getAgentIncome', { token, query: range })).body
      .value as Schemas['AgentIncome'];
    const records = (
      await t.call('listDividendRecords', {
        token,
        query: { ...range, role: 'asDownline', status: 'paid', pageSize: 100 },
      })
    ).body.value as { list: Schemas['DividendRecord'][]; totalAmount: number };
    expect(cents(income.totals.dividend)).toBe(cents(records.totalAmount));
    expect(records.list.every((r) => r.downline === 'demoagent' && r.upline === 'demomaster')).toBe(
      true,
    );
    const agent = memberNamed(t, 'demoagent');
    const salaryCredits = t.backend.db
      .ledgerOf(agent.id)
      .filter((e) => e.type === 'salary' && e.amountCents > 0)
      .reduce((sum, e) => sum + e.amountCents, 0);
    expect(
      cents(income.totals.dailySalary) +
        cents(income.totals.realtimeSalary) +
        cents(income.totals.hourlySalary),
    ).toBe(salaryCredits);
    expect(income.totals.total).toBeGreaterThan(0);
    expect(income.daily.reduce((sum, d) => sum + cents(d.total), 0)).toBe(
      cents(income.totals.total),
    );
  });

  it('show demoagent dividends it received and paid, newest period first', async () => {
    const token = await t.tokenFor('demoagent');
    const page = (
      await t.call('listDividendRecords', {
        token,
        query: { startDate: '2026-06-01', endDate: '2026-11-01', pageSize: 100 },
      })
    ).body.value as { list: Schemas['DividendRecord'][] };
    expect(page.list.some((r) => r.downline === 'demoagent')).toBe(true);
    expect(page.list.some((r) => r.upline === 'demoagent' && r.downline === 'demosubagent')).toBe(
      true,
    );
    const ends = page.list.map((r) => r.periodEnd);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(new Set(page.list.map((r) => r.status))).toEqual(
      new Set(['pending', 'paid', 'cancelled']),
    );
  });

  it('moves a transfer into the team transaction details at once', async () => {
    const token = await t.tokenFor('demoagent');
    const today = t.backend.clock.iso().slice(0, 10);
    const before = await report<{ totalCount: number }>('demoagent', 'listTeamTransactions', {
      startDate: today,
      endDate: today,
    });
    await t.call('transferToDownline', {
      token,
      body: {
        account: 'demosubagent',
        amount: 5,
        paymentPassword: '123456',
        requestId: newRequestId(),
      },
    });
    const after = await report<{ totalCount: number }>('demoagent', 'listTeamTransactions', {
      startDate: today,
      endDate: today,
    });
    expect(after.value.totalCount).toBe(before.value.totalCount + 1);
  });
});
