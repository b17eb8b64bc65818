import { describe, expect, it } from 'vitest';
import { mainWallet, moveMoney } from '../../../core/money';
import type { BetRecord } from '../../../db/core-records';
import type { DayRange } from '../../../core/date-range';
import {
  memberReportLimits,
  betOf,
  betSummary,
  memberBets,
  memberTransactions,
  personalProfitLoss,
  transactionOf,
} from './member-records';
import { resolveDayRange } from '../../../core/date-range';
import { addMember, emptyEnv } from '../test-support';

const now = Date.parse('2026-11-22T12:00:00Z');
const week = resolveDayRange({}, now, memberReportLimits) as DayRange;

function bet(memberId: number, id: string, partial: Partial<BetRecord>): BetRecord {
  return {
    id,
    memberId,
    gameNodeId: 'g1',
    gameName: 'Fortune Gems',
    gameType: 'RNG',
    vendor: 'JILI',
    betAmountCents: 5000,
    validBetCents: 5000,
    payoutCents: 12000,
    winLossCents: 7000,
    status: 'settled',
    betTime: '2026-11-20T10:00:00.000Z',
    settleTime: '2026-11-20T10:00:05.000Z',
    ...partial,
  };
}

async function fixture() {
  const env = emptyEnv();
  const me = await addMember(env, { account: 'me01' });
  const other = await addMember(env, { account: 'other01' });
  await env.db.bets.insertMany([
    bet(me.id, 'B1', {}),
    bet(me.id, 'B2', {
      gameType: 'LIVE',
      vendor: 'EVO',
      gameName: 'Baccarat A',
      betAmountCents: 10000,
      validBetCents: 9800,
      payoutCents: 0,
      betTime: '2026-11-21T09:00:00.000Z',
      settleTime: '2026-11-21T09:01:00.000Z',
    }),
    bet(me.id, 'B3', {
      status: 'unsettled',
      validBetCents: 300,
      payoutCents: 999,
      settleTime: null,
      betTime: '2026-11-22T08:00:00.000Z',
    }),
    bet(me.id, 'B4', {
      status: 'cancelled',
      betTime: '2026-11-19T08:00:00.000Z',
      settleTime: null,
    }),
    bet(me.id, 'B5', {
      betTime: '2026-10-01T08:00:00.000Z',
      settleTime: '2026-10-01T08:00:01.000Z',
    }),
    bet(other.id, 'B6', {}),
  ]);
  const to = { memberId: me.id, walletCode: mainWallet };
  await moveMoney(env.db, {
    from: null,
    to,
    amountCents: 100_000,
    type: 'deposit',
    reference: 'DP1',
    time: '2026-11-18T09:00:00.000Z',
  });
  await moveMoney(env.db, {
    from: null,
    to,
    amountCents: 2_550,
    type: 'bonus',
    reference: 'PR1',
    time: '2026-11-19T09:00:00.000Z',
  });
  await moveMoney(env.db, {
    from: null,
    to,
    amountCents: 1_440,
    type: 'rebate',
    reference: 'RB1',
    time: '2026-11-20T09:00:00.000Z',
  });
  await moveMoney(env.db, {
    from: null,
    to,
    amountCents: 9_999,
    type: 'bonus',
    reference: 'PR0',
    time: '2026-09-01T09:00:00.000Z',
  });
  await moveMoney(env.db, {
    from: to,
    to: null,
    amountCents: 30_000,
    type: 'withdrawal',
    reference: 'WD1',
    time: '2026-11-21T09:00:00.000Z',
  });
  return { env, me, other };
}

describe('member records', () => {
  it('lists only the member own transactions in the range, newest first, by type', async () => {
    const { env, me, other } = await fixture();
    const all = memberTransactions(env.db, me.id, week);
    expect(all.map((e) => e.reference)).toEqual(['WD1', 'RB1', 'PR1', 'DP1']);
    expect(transactionOf(all[0] ?? (undefined as never))).toMatchObject({
      type: 'withdrawal',
      amount: -300,
      balanceAfter: 839.89,
      wallet: 'MAIN',
    });
    expect(memberTransactions(env.db, me.id, week, 'bonus').map((e) => e.reference)).toEqual([
      'PR1',
    ]);
    expect(memberTransactions(env.db, other.id, week)).toEqual([]);
  });

  it('shows bets by the contract rules for open and cancelled bets, and filters', async () => {
    const { env, me } = await fixture();
    const bets = memberBets(env.db, me.id, week, {});
    expect(bets.map((b) => b.id)).toEqual(['B3', 'B2', 'B1', 'B4']);
    const open = betOf(bets[0] ?? (undefined as never));
    expect(open).toMatchObject({
      status: 'unsettled',
      validBet: 0,
      payout: 0,
      winLoss: 0,
      settleTime: null,
      betAmount: 50,
    });
    const cancelled = betOf(bets[3] ?? (undefined as never));
    expect(cancelled).toMatchObject({
      validBet: 0,
      payout: 0,
      winLoss: 0,
      settleTime: '2026-11-19T08:00:00.000Z',
    });
    expect(memberBets(env.db, me.id, week, { gameType: 'LIVE' }).map((b) => b.id)).toEqual(['B2']);
    expect(
      memberBets(env.db, me.id, week, { vendor: 'JILI', status: 'settled' }).map((b) => b.id),
    ).toEqual(['B1']);
    expect(betSummary(bets)).toEqual({
      betCount: 4,
      betAmount: 250,
      validBet: 148,
      payout: 120,
      winLoss: -30,
    });
  });

  it('adds up profit and loss per game type, with bonus and rebate in the total', async () => {
    const { env, me } = await fixture();
    const report = personalProfitLoss(env.db, me.id, week);
    expect(report.rows).toEqual([
      { gameType: 'LIVE', betCount: 1, betAmount: 100, validBet: 98, payout: 0, winLoss: -100 },
      { gameType: 'RNG', betCount: 1, betAmount: 50, validBet: 50, payout: 120, winLoss: 70 },
    ]);
    expect(report.total).toEqual({
      betCount: 2,
      betAmount: 150,
      validBet: 148,
      payout: 120,
      winLoss: -30,
      bonus: 25.5,
      rebate: 14.4,
      profitLoss: 9.9,
    });
    const rowsWinLoss = report.rows.reduce((sum, r) => sum + Math.round(r.winLoss * 100), 0);
    expect(rowsWinLoss).toBe(Math.round(report.total.winLoss * 100));
  });
});
