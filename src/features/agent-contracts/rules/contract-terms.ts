import type { components } from '../../../../openapi/runtime/generated/openapi';

type Schemas = components['schemas'];
export type Contract = Schemas['Contract'];
export type ContractKind = Schemas['ContractKind'];
export type ContractStatus = Schemas['ContractStatus'];
export type ContractTerms = Schemas['ContractTerms'];
export type SettlementPeriod = Schemas['DividendSettlementPeriod'];

/** Every field a tier of some kind has (ContractTerms: one shape per kind). */
export type TierField =
  | 'periodValidBet'
  | 'periodProfitLoss'
  | 'activeMembers'
  | 'rate'
  | 'betAmount'
  | 'singleBetAmount'
  | 'winRate'
  | 'lossRate';

/** How a tier field is entered and shown: money (2 decimals), a count, or a percentage (0-100). */
export type TierFieldType = 'money' | 'count' | 'rate';

export interface TierFieldSpec {
  name: TierField;
  type: TierFieldType;
}

/**
 * The fields of a tier, per kind, in the order the contract lists them (section 3): dividend by
 * period valid bet, period profit and loss, active members and rate; daily and hourly salary by
 * bet amount and rate; real-time salary by single bet amount, win rate and loss rate. The first
 * field is the threshold tiers are ordered by.
 */
export const tierFields: Record<ContractKind, readonly TierFieldSpec[]> = {
  dividend: [
    { name: 'periodValidBet', type: 'money' },
    { name: 'periodProfitLoss', type: 'money' },
    { name: 'activeMembers', type: 'count' },
    { name: 'rate', type: 'rate' },
  ],
  dailySalary: [
    { name: 'betAmount', type: 'money' },
    { name: 'rate', type: 'rate' },
  ],
  hourlySalary: [
    { name: 'betAmount', type: 'money' },
    { name: 'rate', type: 'rate' },
  ],
  realtimeSalary: [
    { name: 'singleBetAmount', type: 'money' },
    { name: 'winRate', type: 'rate' },
    { name: 'lossRate', type: 'rate' },
  ],
};

/** The field tiers are ordered by (strictly ascending, ContractTerms). */
export function thresholdField(kind: ContractKind): TierField {
  return tierFields[kind][0]?.name ?? 'rate';
}

/** The contract's bounds on terms: 1 to 10 tiers (`maxItems`), rates 0-100 percent. */
export const termBounds = { minTiers: 1, maxTiers: 10, minRate: 0, maxRate: 100 } as const;

/** The settlement periods of a dividend contract (section 3), in the contract's order. */
export const settlementPeriods: readonly SettlementPeriod[] = ['D', 'W', 'H', 'M'];

/** A tier of any kind as plain numbers by field (what the terms table shows). */
export type TierFigures = Partial<Record<TierField, number>>;

/** The tiers of terms, as figures by field. */
export function tiersOf(terms: ContractTerms): TierFigures[] {
  return terms.tiers.map((tier) => ({ ...tier }));
}

/**
 * The rate the lower-rate rule compares (ContractTerms): the highest tier rate; for a real-time
 * salary the highest win rate and the highest loss rate.
 */
export function headlineRates(terms: ContractTerms): { rate: number; lossRate?: number } {
  const highest = (values: number[]) => values.reduce((max, v) => Math.max(max, v), 0);
  if (terms.kind === 'realtimeSalary') {
    return {
      rate: highest(terms.tiers.map((t) => t.winRate)),
      lossRate: highest(terms.tiers.map((t) => t.lossRate)),
    };
  }
  return { rate: highest(terms.tiers.map((t) => t.rate)) };
}

/** A contract still in force or waiting for an answer (not ended). */
export function isOpen(contract: Pick<Contract, 'status'>): boolean {
  return (
    contract.status === 'new' || contract.status === 'success' || contract.status === 'termination'
  );
}
