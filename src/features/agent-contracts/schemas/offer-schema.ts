import { z } from 'zod';
import {
  settlementPeriods,
  termBounds,
  thresholdField,
  tierFields,
  type ContractKind,
  type ContractTerms,
  type TierField,
  type TierFieldType,
} from '../rules/contract-terms';

/** A tier as typed: every field of every kind as text ('' where the kind has no such field). */
export type TierValues = Record<TierField, string>;

export const emptyTier: TierValues = {
  periodValidBet: '',
  periodProfitLoss: '',
  activeMembers: '',
  rate: '',
  betAmount: '',
  singleBetAmount: '',
  winRate: '',
  lossRate: '',
};

/**
 * Problems are text keys under `agent-contracts.offer.errors` (the form translates them), so the
 * rules can be tested without texts.
 */
export type OfferProblem =
  | 'downlineRequired'
  | 'required'
  | 'money'
  | 'count'
  | 'rate'
  | 'ascending'
  | 'tooManyTiers'
  | 'noTiers';

const twoDecimals = /^\d+(\.\d{1,2})?$/;
const wholeNumber = /^\d+$/;

/** Why a typed value is not usable for a field of this type, or null. */
export function fieldProblem(type: TierFieldType, text: string): OfferProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  switch (type) {
    case 'money':
      return twoDecimals.test(value) ? null : 'money';
    case 'count':
      return wholeNumber.test(value) ? null : 'count';
    case 'rate': {
      if (!twoDecimals.test(value)) return 'rate';
      const rate = Number(value);
      return rate >= termBounds.minRate && rate <= termBounds.maxRate ? null : 'rate';
    }
  }
}

/**
 * The offer form of one kind (ContractOfferRequest): a direct downline; for a dividend its
 * settlement period; 1 to 10 tiers whose fields are the kind's, money with 2 decimals, counts whole,
 * rates 0-100 with 2 decimals, thresholds strictly ascending from one tier to the next.
 */
export function offerSchema(kind: ContractKind) {
  const fields = tierFields[kind];
  const threshold = thresholdField(kind);
  const tier = z.object(
    Object.fromEntries(Object.keys(emptyTier).map((name) => [name, z.string()])) as Record<
      TierField,
      z.ZodString
    >,
  );
  return z.object({
    downline: z.string().trim().min(1, 'downlineRequired'),
    settlementPeriod: z.enum(settlementPeriods as ['D', 'W', 'H', 'M']),
    tiers: z
      .array(tier)
      .min(termBounds.minTiers, 'noTiers')
      .max(termBounds.maxTiers, 'tooManyTiers')
      .superRefine((tiers, ctx) => {
        tiers.forEach((values, index) => {
          for (const field of fields) {
            const problem = fieldProblem(field.type, values[field.name]);
            if (problem)
              ctx.addIssue({ code: 'custom', message: problem, path: [index, field.name] });
          }
          if (index === 0) return;
          const previous = tiers[index - 1]?.[threshold] ?? '';
          const current = values[threshold];
          if (
            twoDecimals.test(previous.trim()) &&
            twoDecimals.test(current.trim()) &&
            Number(current) <= Number(previous)
          ) {
            ctx.addIssue({ code: 'custom', message: 'ascending', path: [index, threshold] });
          }
        });
      }),
  });
}

export type OfferValues = z.input<ReturnType<typeof offerSchema>>;

/** The terms a valid form offers (ContractTerms of the kind). */
export function termsOf(kind: ContractKind, values: OfferValues): ContractTerms {
  const n = (text: string) => Number(text.trim());
  switch (kind) {
    case 'dividend':
      return {
        kind,
        settlementPeriod: values.settlementPeriod,
        tiers: values.tiers.map((t) => ({
          periodValidBet: n(t.periodValidBet),
          periodProfitLoss: n(t.periodProfitLoss),
          activeMembers: n(t.activeMembers),
          rate: n(t.rate),
        })),
      };
    case 'dailySalary':
    case 'hourlySalary':
      return {
        kind,
        tiers: values.tiers.map((t) => ({ betAmount: n(t.betAmount), rate: n(t.rate) })),
      } as ContractTerms;
    case 'realtimeSalary':
      return {
        kind,
        tiers: values.tiers.map((t) => ({
          singleBetAmount: n(t.singleBetAmount),
          winRate: n(t.winRate),
          lossRate: n(t.lossRate),
        })),
      };
  }
}
