import { describe, expect, it } from 'vitest';
import { emptyTier, fieldProblem, offerSchema, termsOf, type OfferValues } from './offer-schema';

const tier = (values: Partial<typeof emptyTier>) => ({ ...emptyTier, ...values });

function problems(kind: Parameters<typeof offerSchema>[0], values: OfferValues) {
  const parsed = offerSchema(kind).safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('fieldProblem', () => {
  it('takes money with at most 2 decimals, whole counts and rates from 0 to 100', () => {
    expect(fieldProblem('money', '1000.50')).toBeNull();
    expect(fieldProblem('money', '1000.505')).toBe('money');
    expect(fieldProblem('money', '-5')).toBe('money');
    expect(fieldProblem('count', '3')).toBeNull();
    expect(fieldProblem('count', '2.5')).toBe('count');
    expect(fieldProblem('rate', '0')).toBeNull();
    expect(fieldProblem('rate', '100')).toBeNull();
    expect(fieldProblem('rate', '100.01')).toBe('rate');
    expect(fieldProblem('rate', '')).toBe('required');
  });
});

describe('offerSchema', () => {
  it('accepts daily salary tiers with ascending bet amounts', () => {
    const values: OfferValues = {
      downline: 'bob',
      settlementPeriod: 'W',
      tiers: [tier({ betAmount: '100', rate: '0.5' }), tier({ betAmount: '2000', rate: '1.2' })],
    };
    expect(problems('dailySalary', values)).toEqual([]);
    expect(termsOf('dailySalary', values)).toEqual({
      kind: 'dailySalary',
      tiers: [
        { betAmount: 100, rate: 0.5 },
        { betAmount: 2000, rate: 1.2 },
      ],
    });
  });

  it('names the tier whose threshold is not above the one before', () => {
    const values: OfferValues = {
      downline: 'bob',
      settlementPeriod: 'W',
      tiers: [tier({ betAmount: '500', rate: '1' }), tier({ betAmount: '500', rate: '2' })],
    };
    expect(problems('hourlySalary', values)).toEqual(['tiers.1.betAmount: ascending']);
  });

  it("checks only the kind's own fields, rates within 0-100", () => {
    const values: OfferValues = {
      downline: 'bob',
      settlementPeriod: 'M',
      tiers: [
        tier({ periodValidBet: '100', periodProfitLoss: '10', activeMembers: '1.5', rate: '120' }),
      ],
    };
    expect(problems('dividend', values)).toEqual([
      'tiers.0.activeMembers: count',
      'tiers.0.rate: rate',
    ]);
    const terms = termsOf('dividend', {
      ...values,
      tiers: [
        tier({ periodValidBet: '100', periodProfitLoss: '10', activeMembers: '1', rate: '20' }),
      ],
    });
    expect(terms).toEqual({
      kind: 'dividend',
      settlementPeriod: 'M',
      tiers: [{ periodValidBet: 100, periodProfitLoss: 10, activeMembers: 1, rate: 20 }],
    });
  });

  it('wants a downline, at least one tier and at most ten', () => {
    expect(problems('realtimeSalary', { downline: ' ', settlementPeriod: 'W', tiers: [] })).toEqual(
      ['downline: downlineRequired', 'tiers: noTiers'],
    );
    const eleven = Array.from({ length: 11 }, (_, i) =>
      tier({ singleBetAmount: String(i + 1), winRate: '0.1', lossRate: '0.2' }),
    );
    expect(
      problems('realtimeSalary', { downline: 'bob', settlementPeriod: 'W', tiers: eleven }),
    ).toEqual(['tiers: tooManyTiers']);
  });
});
