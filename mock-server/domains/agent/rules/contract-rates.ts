import type { ContractTerms } from '../records';

/**
 * Rates of contract terms (ContractTerms): a contract's rate is the highest `rate` of its tiers; a
 * real-time salary has two rates, the highest `winRate` and the highest `lossRate`.
 */
export interface ContractRate {
  rate: number;
  /** Only for realtimeSalary. */
  lossRate?: number;
}

const highest = (values: number[]): number => values.reduce((max, v) => Math.max(max, v), 0);

export function contractRate(terms: ContractTerms): ContractRate {
  switch (terms.kind) {
    case 'realtimeSalary':
      return {
        rate: highest(terms.tiers.map((t) => t.winRate)),
        lossRate: highest(terms.tiers.map((t) => t.lossRate)),
      };
    case 'dividend':
    case 'dailySalary':
    case 'hourlySalary':
      return { rate: highest(terms.tiers.map((t) => t.rate)) };
  }
}

/** The one rate the team list shows (`Downline.contracts[].rate`: for realtimeSalary the highest winRate). */
export function headlineRate(terms: ContractTerms): number {
  return contractRate(terms).rate;
}

/**
 * The lower-rate rule (section 4): an upline's new contract conflicts with a contract its downline
 * gave further down when the new one pays less; for a real-time salary a lower win rate or a lower
 * loss rate is enough. Equal rates do not conflict.
 */
export function isLowerRate(offered: ContractTerms, existing: ContractTerms): boolean {
  const a = contractRate(offered);
  const b = contractRate(existing);
  if (a.rate < b.rate) return true;
  return a.lossRate !== undefined && b.lossRate !== undefined && a.lossRate < b.lossRate;
}

/** The threshold each tier is ordered by. */
function thresholds(terms: ContractTerms): number[] {
  switch (terms.kind) {
    case 'dividend':
      return terms.tiers.map((t) => t.periodValidBet);
    case 'dailySalary':
    case 'hourlySalary':
      return terms.tiers.map((t) => t.betAmount);
    case 'realtimeSalary':
      return terms.tiers.map((t) => t.singleBetAmount);
  }
}

/** Money and rates carry at most 2 decimals. */
const twoDecimals = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

function amountsAndRates(terms: ContractTerms): number[] {
  switch (terms.kind) {
    case 'dividend':
      return terms.tiers.flatMap((t) => [t.periodValidBet, t.periodProfitLoss, t.rate]);
    case 'dailySalary':
    case 'hourlySalary':
      return terms.tiers.flatMap((t) => [t.betAmount, t.rate]);
    case 'realtimeSalary':
      return terms.tiers.flatMap((t) => [t.singleBetAmount, t.winRate, t.lossRate]);
  }
}

/** Why terms are unusable (the contract checks ranges; these are the rules it states in prose), or null. */
export function termsProblem(terms: ContractTerms): string | null {
  const steps = thresholds(terms);
  for (let i = 1; i < steps.length; i += 1) {
    if ((steps[i] ?? 0) <= (steps[i - 1] ?? 0))
      return 'tiers must be ordered by strictly ascending threshold';
  }
  if (!amountsAndRates(terms).every(twoDecimals))
    return 'amounts and rates have at most 2 decimals';
  return null;
}
