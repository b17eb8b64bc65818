import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { buildBetHistory } from './bet-history';
import { testCatalogue } from '../test-support';

const { index } = testCatalogue(200);
const pool = index.popular;
const fromMs = Date.parse('2026-10-02T00:00:00Z');
const toMs = Date.parse('2026-11-01T00:00:00Z');

function history(count: number, unsettled: number, cancelled: number, seed = 3) {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  let seq = 0;
  return buildBetHistory(
    faker,
    { memberId: 7, count, stake: { min: 1, max: 500 }, unsettled, cancelled, fromMs, toMs },
    () => faker.helpers.arrayElement(pool),
    () => `B${(seq += 1)}`,
  );
}

describe('buildBetHistory', () => {
  it('books whole cents with winLoss = payout - stake on every settled bet', () => {
    const bets = history(500, 3, 4);
    for (const bet of bets.filter((b) => b.status === 'settled')) {
      expect(Number.isInteger(bet.betAmountCents) && Number.isInteger(bet.payoutCents)).toBe(true);
      expect(bet.winLossCents).toBe(bet.payoutCents - bet.betAmountCents);
      expect(bet.validBetCents).toBe(
        bet.payoutCents === bet.betAmountCents ? 0 : bet.betAmountCents,
      );
      expect(bet.settleTime && bet.settleTime > bet.betTime).toBe(true);
    }
  });

  it('keeps open and voided bets at zero, the open ones the most recent', () => {
    const bets = history(60, 2, 1);
    const open = bets.filter((b) => b.status === 'unsettled');
    const voided = bets.filter((b) => b.status === 'cancelled');
    expect(open).toHaveLength(2);
    expect(voided).toHaveLength(1);
    for (const bet of [...open, ...voided])
      expect([bet.validBetCents, bet.payoutCents, bet.winLossCents]).toEqual([0, 0, 0]);
    expect(open.every((b) => b.settleTime === null)).toBe(true);
    expect(bets.slice(-2).map((b) => b.status)).toEqual(['unsettled', 'unsettled']);
  });

  it('spreads the bets over the window, in time order, with unique ids, and returns less than it takes', () => {
    const bets = history(2_000, 0, 0);
    expect(bets.every((b) => Date.parse(b.betTime) >= fromMs && Date.parse(b.betTime) < toMs)).toBe(
      true,
    );
    expect([...bets].sort((a, b) => a.betTime.localeCompare(b.betTime))).toEqual(bets);
    expect(new Set(bets.map((b) => b.id)).size).toBe(bets.length);
    const staked = bets.reduce((n, b) => n + b.betAmountCents, 0);
    const paid = bets.reduce((n, b) => n + b.payoutCents, 0);
    expect(paid / staked).toBeGreaterThan(0.7);
    expect(paid / staked).toBeLessThan(1.15);
  });

  it('is deterministic for a seed', () => {
    expect(history(50, 1, 1, 9)).toEqual(history(50, 1, 1, 9));
  });
});
