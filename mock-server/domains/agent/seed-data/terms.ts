import type { Schemas } from '../../../core/handler-types';

/** Contract terms used by the seed and the tests, tier thresholds low enough for a demo team. */

export function dividendTerms(
  rates: [number, number],
  settlementPeriod: Schemas['DividendSettlementPeriod'] = 'W',
): Schemas['DividendContractTerms'] {
  return {
    kind: 'dividend',
    settlementPeriod,
    tiers: [
      { periodValidBet: 100, periodProfitLoss: 10, activeMembers: 1, rate: rates[0] },
      { periodValidBet: 5_000, periodProfitLoss: 500, activeMembers: 2, rate: rates[1] },
    ],
  };
}

export function dailySalaryTerms(rates: [number, number]): Schemas['DailySalaryContractTerms'] {
  return {
    kind: 'dailySalary',
    tiers: [
      { betAmount: 50, rate: rates[0] },
      { betAmount: 2_000, rate: rates[1] },
    ],
  };
}

export function hourlySalaryTerms(rates: [number, number]): Schemas['HourlySalaryContractTerms'] {
  return {
    kind: 'hourlySalary',
    tiers: [
      { betAmount: 10, rate: rates[0] },
      { betAmount: 500, rate: rates[1] },
    ],
  };
}

export function realtimeSalaryTerms(
  low: [number, number],
  high: [number, number],
): Schemas['RealtimeSalaryContractTerms'] {
  return {
    kind: 'realtimeSalary',
    tiers: [
      { singleBetAmount: 1, winRate: low[0], lossRate: low[1] },
      { singleBetAmount: 100, winRate: high[0], lossRate: high[1] },
    ],
  };
}
