import { describe, expect, it } from 'vitest';
import { resolveDayRange } from '../../../core/date-range';
import { teamDays, type MemberActivity } from './team-days';
import { memberFigures, type BetFacts, type LedgerFacts } from './team-figures';

const range = { startDate: '2026-10-01', endDate: '2026-10-03' };
const resolved = () => {
  const r = resolveDayRange(range, Date.parse('2026-10-20T00:00:00Z'), { maxDays: 366 });
  if ('status' in r) throw new Error('range refused');
  return r;
};

const bet = (
  betTime: string,
  validBetCents: number,
  winLossCents: number,
  status: BetFacts['status'] = 'settled',
): BetFacts => ({
  betTime,
  betAmountCents: validBetCents,
  validBetCents,
  winLossCents,
  status,
});
const entry = (time: string, type: LedgerFacts['type'], amountCents: number): LedgerFacts => ({
  time,
  type,
  amountCents,
  status: 'success',
});

const alice: MemberActivity = {
  createdAt: '2026-10-02T08:00:00.000Z',
  bets: [
    bet('2026-10-02T09:00:00.000Z', 1_000, -1_000),
    bet('2026-10-02T23:59:59.000Z', 500, 250),
    bet('2026-10-03T00:00:00.000Z', 700, -700),
    bet('2026-10-03T01:00:00.000Z', 900, -900, 'cancelled'),
    bet('2026-10-04T01:00:00.000Z', 800, -800),
  ],
  entries: [
    entry('2026-10-01T10:00:00.000Z', 'deposit', 10_000),
    entry('2026-10-03T10:00:00.000Z', 'withdrawal', -2_500),
    entry('2026-10-03T11:00:00.000Z', 'bonus', 300),
  ],
};
const bob: MemberActivity = {
  createdAt: '2026-09-01T00:00:00.000Z',
  bets: [bet('2026-10-02T12:00:00.000Z', 2_000, 4_000)],
  entries: [],
};

describe('teamDays', () => {
  it('lists every day of the range, oldest first, also the quiet ones', () => {
    const days = teamDays([], resolved());
    expect(days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(days.every((d) => d.validBetCents === 0 && d.activeMembers === 0)).toBe(true);
  });

  it('puts bets, deposits, withdrawals and new members on their UTC day', () => {
    const [first, second, third] = teamDays([alice, bob], resolved());
    expect(first).toMatchObject({ depositCents: 10_000, activeMembers: 0, newMembers: 0 });
    expect(second).toMatchObject({
      newMembers: 1,
      activeMembers: 2,
      validBetCents: 3_500,
      winLossCents: 3_250,
    });
    expect(third).toMatchObject({
      activeMembers: 1,
      validBetCents: 700,
      winLossCents: -700,
      withdrawalCents: 2_500,
    });
  });

  it('adds up to the range figures of the same members', () => {
    const days = teamDays([alice, bob], resolved());
    const sum = (pick: (d: (typeof days)[number]) => number) =>
      days.reduce((s, d) => s + pick(d), 0);
    const a = memberFigures(alice.bets, alice.entries, resolved());
    const b = memberFigures(bob.bets, bob.entries, resolved());
    expect(sum((d) => d.validBetCents)).toBe(a.validBetCents + b.validBetCents);
    expect(sum((d) => d.winLossCents)).toBe(a.winLossCents + b.winLossCents);
    expect(sum((d) => d.depositCents)).toBe(a.depositCents + b.depositCents);
    expect(sum((d) => d.withdrawalCents)).toBe(a.withdrawalCents + b.withdrawalCents);
  });
});
