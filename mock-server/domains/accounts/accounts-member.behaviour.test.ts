import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { mainWallet, moveMoney } from '../../core/money';
import type { BetRecord } from '../../db/core-records';
import type { TestBackend } from '../../testing/test-backend';
import { smallBackend, valueOf } from './test-support';

let t: TestBackend;
beforeEach(async () => {
  t = await smallBackend();
});

type BetPage = Schemas['PageInfo'] & {
  list: Schemas['Bet'][];
  summary: { betCount: number; winLoss: number };
};
type TransactionPage = Schemas['PageInfo'] & { list: Schemas['Transaction'][] };

function memberId(account: string): number {
  const member = t.backend.db.memberByAccount(account);
  if (!member) throw new Error(account);
  return member.id;
}

/** Recent activity for a member, so the reports have something in the default 7 days. */
async function activity(account: string, tag: string) {
  const id = memberId(account);
  const now = t.backend.clock.nowMs();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const bet = (n: number, partial: Partial<BetRecord>): BetRecord => ({
    id: `${tag}-B${n}`,
    memberId: id,
    gameNodeId: 'node-1',
    gameName: 'Fortune Gems',
    gameType: 'RNG',
    vendor: 'JILI',
    betAmountCents: 10_000,
    validBetCents: 10_000,
    payoutCents: 25_000,
    winLossCents: 15_000,
    status: 'settled',
    betTime: at(n + 1),
    settleTime: at(n + 1),
    ...partial,
  });
  await t.backend.db.bets.insertMany([
    bet(1, {}),
    bet(2, {
      gameType: 'LIVE',
      vendor: 'EVO',
      gameName: 'Baccarat A',
      payoutCents: 0,
      winLossCents: -10_000,
    }),
    bet(3, { status: 'unsettled', payoutCents: 0, winLossCents: 0, settleTime: null }),
  ]);
  const wallet = { memberId: id, walletCode: mainWallet };
  await moveMoney(t.backend.db, {
    from: null,
    to: wallet,
    amountCents: 50_000,
    type: 'deposit',
    reference: `${tag}-DP`,
    time: at(30),
  });
  await moveMoney(t.backend.db, {
    from: null,
    to: wallet,
    amountCents: 1_234,
    type: 'bonus',
    reference: `${tag}-PR`,
    time: at(20),
  });
}

describe('member records', () => {
  it('shows each member only their own transactions and bets', async () => {
    await activity('demoplayer', 'P');
    await activity('demovip', 'V');
    for (const account of ['demoplayer', 'demovip']) {
      const token = await t.tokenFor(account);
      const own = new Set(t.backend.db.ledgerOf(memberId(account)).map((e) => e.id));
      const transactions = valueOf<TransactionPage>(
        await t.call('listTransactions', { token, query: { pageSize: 100 } }),
      );
      expect(transactions.list.length).toBeGreaterThan(0);
      for (const entry of transactions.list) expect(own.has(entry.id)).toBe(true);
      const bets = valueOf<BetPage>(await t.call('listBets', { token, query: { pageSize: 100 } }));
      const ownBets = new Set(t.backend.db.betsOf(memberId(account)).map((b) => b.id));
      for (const bet of bets.list) expect(ownBets.has(bet.id)).toBe(true);
      expect(bets.list.map((b) => b.id)).toEqual(
        expect.arrayContaining([`${account === 'demoplayer' ? 'P' : 'V'}-B1`]),
      );
    }
    expect(t.violations).toEqual([]);
  });

  it('totals the betting record over every page, and profit/loss agrees with it', async () => {
    await activity('demosubplayer', 'S');
    const token = await t.tokenFor('demosubplayer');
    const pages = await Promise.all(
      [1, 2, 3].map((pageNo) => t.call('listBets', { token, query: { pageNo, pageSize: 1 } })),
    );
    const [first] = pages.map((p) => valueOf<BetPage>(p));
    const all = valueOf<BetPage>(await t.call('listBets', { token, query: { pageSize: 100 } }));
    expect(first?.summary).toEqual(all.summary);
    expect(first?.totalCount).toBe(all.list.length);

    const report = valueOf<Schemas['MemberProfitLoss']>(
      await t.call('getPersonalProfitLoss', { token }),
    );
    const settled = all.list.filter((b) => b.status === 'settled');
    expect(report.total.betCount).toBe(settled.length);
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(report.total.winLoss)).toBe(settled.reduce((sum, b) => sum + cents(b.winLoss), 0));
    expect(cents(report.total.profitLoss)).toBe(
      cents(report.total.winLoss) + cents(report.total.bonus) + cents(report.total.rebate),
    );
    expect(report.total.bonus).toBeGreaterThanOrEqual(12.34);
    // The trend: every day of the default 7, oldest first, adding up to the total.
    expect(report.days.map((d) => d.date)).toHaveLength(7);
    expect(report.days[0]?.date).toBe(report.startDate);
    expect(report.days.at(-1)?.date).toBe(report.endDate);
    expect(report.days.reduce((sum, d) => sum + cents(d.winLoss), 0)).toBe(
      cents(report.total.winLoss),
    );
    expect(report.days.reduce((sum, d) => sum + cents(d.profitLoss), 0)).toBe(
      cents(report.total.profitLoss),
    );
    expect(t.violations).toEqual([]);
  });

  it('ranks by lifetime deposits and valid bets', async () => {
    await activity('demoplayer', 'R');
    const rank = valueOf<Schemas['PlayerRank']>(
      await t.call('getPlayerRank', { token: await t.tokenFor('demoplayer') }),
    );
    expect(rank).toMatchObject({ rankLevel: 2, labelName: 'Silver', nextRankLevel: 3 });
    expect(rank.progress.deposit).toBeGreaterThanOrEqual(500);
    expect(rank.levels.find((l) => l.rankLevel === 5)?.vipService).toBe(true);
    expect(t.violations).toEqual([]);
  });
});

describe('member account', () => {
  it('edits the profile and shows it back; refuses a minor birthday without changing anything', async () => {
    const token = await t.tokenFor('demoplayer');
    const before = valueOf<Schemas['MemberProfile']>(await t.call('getMemberProfile', { token }));
    expect(before).toMatchObject({
      account: 'demoplayer',
      payeeName: 'Demo Player',
      nationality: 'PH',
    });
    const after = valueOf<Schemas['MemberProfile']>(
      await t.call('updateMemberProfile', {
        token,
        body: { nickname: 'Lucky Demo', zalo: '0917000111', telegram: '' },
      }),
    );
    expect(after).toMatchObject({
      nickname: 'Lucky Demo',
      zalo: '0917000111',
      telegram: null,
      payeeName: 'Demo Player',
    });
    expect(
      await t.call('updateMemberProfile', {
        token,
        body: { nickname: 'Kid', birthday: '2015-01-01' },
      }),
    ).toMatchObject({ status: 400, body: { field: 'body.birthday' } });
    expect(valueOf<Schemas['MemberInfo']>(await t.call('getMemberInfo', { token })).nickname).toBe(
      'Lucky Demo',
    );
    expect(t.violations).toEqual([]);
  });

  it('saves the language and changes the payment password', async () => {
    const token = await t.tokenFor('demovip');
    expect(
      valueOf<{ language: string }>(
        await t.call('updateLanguage', { token, body: { language: 'TH' } }),
      ),
    ).toEqual({ language: 'TH' });
    expect(valueOf<Schemas['MemberInfo']>(await t.call('getMemberInfo', { token })).language).toBe(
      'TH',
    );
    const change = {
      oldPaymentPassword: '123456',
      newPaymentPassword: '246810',
      confirmNewPaymentPassword: '246810',
    };
    expect(
      valueOf<{ hasPaymentPassword: boolean }>(
        await t.call('setPaymentPassword', { token, body: change }),
      ),
    ).toEqual({ hasPaymentPassword: true });
    expect(await t.call('setPaymentPassword', { token, body: change })).toMatchObject({
      status: 400,
      body: { code: 'payment_password_invalid' },
    });
    expect(t.backend.db.memberByAccount('demovip')?.paymentPassword).toBe('246810');
    expect(t.violations).toEqual([]);
  });

  it('shows the chosen icon through both avatar calls, and the default where none was chosen', async () => {
    const player = await t.tokenFor('demoplayer');
    const icon = valueOf<Schemas['MemberAvatar']>(await t.call('getMemberIcon', { token: player }));
    expect(icon).toMatchObject({ iconId: 3, isDefault: false });
    expect(
      valueOf<Schemas['MemberAvatar']>(await t.call('getPlayerAvatar', { token: player })),
    ).toEqual(icon);
    const fresh = valueOf<Schemas['MemberAvatar']>(
      await t.call('getMemberIcon', { token: await t.tokenFor('demodefault') }),
    );
    expect(fresh).toMatchObject({ isDefault: true });
    expect(t.violations).toEqual([]);
  });
});
