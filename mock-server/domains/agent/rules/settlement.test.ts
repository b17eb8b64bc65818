import { describe, expect, it } from 'vitest';
import {
  periodContaining,
  previousPeriods,
  settleDividend,
  settleRealtimeSalary,
  settleSalary,
} from './settlement';

describe('settlement periods', () => {
  it('cut days, Monday weeks, half months and months', () => {
    expect(periodContaining('D', '2026-03-11')).toEqual({ start: '2026-03-11', end: '2026-03-11' });
    expect(periodContaining('W', '2026-03-11')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(periodContaining('W', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(periodContaining('H', '2026-02-15')).toEqual({ start: '2026-02-01', end: '2026-02-15' });
    expect(periodContaining('H', '2026-02-16')).toEqual({ start: '2026-02-16', end: '2026-02-28' });
    expect(periodContaining('M', '2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('list the full periods before today, newest first, without gaps', () => {
    const weeks = previousPeriods('W', '2026-03-11', 3);
    expect(weeks).toEqual([
      { start: '2026-03-02', end: '2026-03-08' },
      { start: '2026-02-23', end: '2026-03-01' },
      { start: '2026-02-16', end: '2026-02-22' },
    ]);
    expect(previousPeriods('H', '2026-03-11', 2).map((p) => p.start)).toEqual([
      '2026-02-16',
      '2026-02-01',
    ]);
  });
});

describe('settleDividend', () => {
  const terms = {
    kind: 'dividend' as const,
    settlementPeriod: 'W' as const,
    tiers: [
      { periodValidBet: 1000, periodProfitLoss: 100, activeMembers: 1, rate: 20 },
      { periodValidBet: 5000, periodProfitLoss: 500, activeMembers: 3, rate: 30 },
    ],
  };

  it('pays the rate of the highest tier whose thresholds are all met', () => {
    expect(
      settleDividend(terms, { validBetCents: 600_000, profitLossCents: 80_000, activeMembers: 3 }),
    ).toEqual({ rate: 30, amountCents: 24_000 });
    expect(
      settleDividend(terms, { validBetCents: 600_000, profitLossCents: 80_000, activeMembers: 2 }),
    ).toEqual({ rate: 20, amountCents: 16_000 });
  });

  it('pays nothing when no tier is met or the team won', () => {
    expect(
      settleDividend(terms, { validBetCents: 50_000, profitLossCents: 80_000, activeMembers: 9 }),
    ).toEqual({ rate: 0, amountCents: 0 });
    expect(
      settleDividend(terms, { validBetCents: 900_000, profitLossCents: -5_000, activeMembers: 9 }),
    ).toEqual({ rate: 0, amountCents: 0 });
  });
});

describe('salaries', () => {
  it('pay the rate of the highest bet tier reached, rounded down to the cent', () => {
    const terms = {
      kind: 'dailySalary' as const,
      tiers: [
        { betAmount: 100, rate: 0.5 },
        { betAmount: 1000, rate: 1.2 },
      ],
    };
    expect(settleSalary(terms, 5_000)).toEqual({ rate: 0, amountCents: 0 });
    expect(settleSalary(terms, 50_001)).toEqual({ rate: 0.5, amountCents: 250 });
    expect(settleSalary(terms, 200_000)).toEqual({ rate: 1.2, amountCents: 2_400 });
  });

  it('pays real-time salary per bet by its result', () => {
    const terms = {
      kind: 'realtimeSalary' as const,
      tiers: [{ singleBetAmount: 10, winRate: 0.2, lossRate: 0.5 }],
    };
    const total = settleRealtimeSalary(terms, [
      { betAmountCents: 10_000, winLossCents: 5_000 },
      { betAmountCents: 10_000, winLossCents: -10_000 },
      { betAmountCents: 500, winLossCents: -500 },
      { betAmountCents: 10_000, winLossCents: 0 },
    ]);
    expect(total).toBe(20 + 50);
  });
});
