import { describe, expect, it } from 'vitest';
import { incomeTrend, sourceBars } from './income-chart';

const totals = {
  dividend: 300,
  dailySalary: 100,
  hourlySalary: 0,
  realtimeSalary: 50,
  commission: 50,
  total: 500,
};

describe('sourceBars', () => {
  it('gives every source in the contract order with its share of the total', () => {
    expect(sourceBars(totals)).toEqual([
      { source: 'dividend', amount: 300, share: 0.6 },
      { source: 'dailySalary', amount: 100, share: 0.2 },
      { source: 'hourlySalary', amount: 0, share: 0 },
      { source: 'realtimeSalary', amount: 50, share: 0.1 },
      { source: 'commission', amount: 50, share: 0.1 },
    ]);
  });

  it('has no shares without income (no division by zero)', () => {
    const none = { ...totals, dividend: 0, dailySalary: 0, realtimeSalary: 0, commission: 0 };
    expect(sourceBars({ ...none, total: 0 }).every((bar) => bar.share === 0)).toBe(true);
  });
});

describe('incomeTrend', () => {
  it('gives every day of the range oldest first, quiet days as zero', () => {
    expect(
      incomeTrend({ startDate: '2026-10-29', endDate: '2026-11-01' }, [
        { date: '2026-11-01', total: 12.3 },
        { date: '2026-10-30', total: 5 },
      ]),
    ).toEqual([
      { date: '2026-10-29', profitLoss: 0 },
      { date: '2026-10-30', profitLoss: 5 },
      { date: '2026-10-31', profitLoss: 0 },
      { date: '2026-11-01', profitLoss: 12.3 },
    ]);
  });
});
