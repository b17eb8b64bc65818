import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../records';
import { contractRate, headlineRate, isLowerRate, termsProblem } from './contract-rates';

const daily = (...rates: number[]): ContractTerms => ({
  kind: 'dailySalary',
  tiers: rates.map((rate, i) => ({ betAmount: (i + 1) * 10_000, rate })),
});
const realtime = (winRate: number, lossRate: number): ContractTerms => ({
  kind: 'realtimeSalary',
  tiers: [{ singleBetAmount: 10, winRate, lossRate }],
});

describe('contract rates', () => {
  it('take the highest tier rate', () => {
    expect(contractRate(daily(0.5, 1.2, 0.9))).toEqual({ rate: 1.2 });
    expect(contractRate(realtime(0.2, 0.5))).toEqual({ rate: 0.2, lossRate: 0.5 });
    expect(headlineRate(realtime(0.2, 0.5))).toBe(0.2);
  });

  it('conflict only when the new contract pays less (either rate for real-time salary)', () => {
    expect(isLowerRate(daily(0.5, 0.8), daily(1.0))).toBe(true);
    expect(isLowerRate(daily(1.0), daily(1.0))).toBe(false);
    expect(isLowerRate(daily(1.5), daily(1.0))).toBe(false);
    expect(isLowerRate(realtime(0.3, 0.4), realtime(0.2, 0.5))).toBe(true);
    expect(isLowerRate(realtime(0.1, 0.9), realtime(0.2, 0.5))).toBe(true);
    expect(isLowerRate(realtime(0.2, 0.5), realtime(0.2, 0.5))).toBe(false);
  });

  it('require ascending tiers with at most 2 decimals', () => {
    expect(termsProblem(daily(0.5, 0.8))).toBeNull();
    expect(
      termsProblem({
        kind: 'dailySalary',
        tiers: [
          { betAmount: 500, rate: 1 },
          { betAmount: 100, rate: 2 },
        ],
      }),
    ).toMatch(/ascending/);
    expect(
      termsProblem({ kind: 'hourlySalary', tiers: [{ betAmount: 100, rate: 0.125 }] }),
    ).toMatch(/decimals/);
    expect(
      termsProblem({
        kind: 'dividend',
        settlementPeriod: 'W',
        tiers: [
          { periodValidBet: 1000, periodProfitLoss: 100, activeMembers: 1, rate: 10 },
          { periodValidBet: 5000, periodProfitLoss: 500, activeMembers: 3, rate: 20 },
        ],
      }),
    ).toBeNull();
  });
});
