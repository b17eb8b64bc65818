import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../../../db/core-records';
import { drawPeriodAt } from './lucky-draw-period';
import { claimsPerPeriod, drawEligibility, hasQualifyingBet } from './lucky-draw-eligibility';

const period = drawPeriodAt(Date.parse('2026-11-22T12:00:00Z'));
const regular = { clubLabel: { rankLevel: 0, labelName: 'Bronze' } } as const;
const vip = { clubLabel: { rankLevel: 2, labelName: 'Gold' } } as const;

function bet(settleTime: string | null, validBet: number, status: BetRecord['status'] = 'settled') {
  return {
    id: `B${settleTime ?? 'open'}${validBet}`,
    memberId: 1,
    gameNodeId: 'g',
    gameName: 'Game',
    gameType: 'RNG',
    vendor: 'PG',
    betAmountCents: validBet * 100,
    validBetCents: validBet * 100,
    payoutCents: 0,
    winLossCents: -validBet * 100,
    status,
    betTime: settleTime ?? '2026-11-22T10:00:00Z',
    settleTime,
  } satisfies BetRecord;
}

describe('claimsPerPeriod', () => {
  it('opens one envelope, and spins once (VIP ranks twice)', () => {
    expect(claimsPerPeriod('redEnvelope', vip)).toBe(1);
    expect(claimsPerPeriod('prizeWheel', regular)).toBe(1);
    expect(claimsPerPeriod('prizeWheel', vip)).toBe(2);
  });
});

describe('hasQualifyingBet', () => {
  it('needs a settled round of at least 10.00 valid bet in the period', () => {
    expect(hasQualifyingBet([bet('2026-11-22T09:00:00Z', 10)], period)).toBe(true);
    expect(hasQualifyingBet([bet('2026-11-22T09:00:00Z', 9)], period)).toBe(false);
    expect(hasQualifyingBet([bet('2026-11-21T23:59:59Z', 50)], period)).toBe(false);
    expect(hasQualifyingBet([bet('2026-11-23T00:00:00Z', 50)], period)).toBe(false);
    expect(hasQualifyingBet([bet(null, 50, 'unsettled')], period)).toBe(false);
  });
});

describe('drawEligibility', () => {
  const today = { game: 'redEnvelope', period: '2026-11-22' } as const;
  it('asks for a bet before the envelope, then allows one claim', () => {
    expect(drawEligibility('redEnvelope', regular, period, [], []).reason).toBe('bet_required');
    const played = [bet('2026-11-22T09:00:00Z', 20)];
    expect(drawEligibility('redEnvelope', regular, period, [], played)).toEqual({
      claimsPerPeriod: 1,
      claimsUsed: 0,
      claimsLeft: 1,
      reason: 'eligible',
    });
    expect(drawEligibility('redEnvelope', regular, period, [today], played).reason).toBe('claimed');
  });

  it('counts only this game in this period', () => {
    const yesterday = { game: 'prizeWheel', period: '2026-11-21' } as const;
    expect(drawEligibility('prizeWheel', regular, period, [today, yesterday], []).reason).toBe(
      'eligible',
    );
    const spun = { game: 'prizeWheel', period: '2026-11-22' } as const;
    expect(drawEligibility('prizeWheel', regular, period, [spun], []).reason).toBe('claimed');
    expect(drawEligibility('prizeWheel', vip, period, [spun], []).claimsLeft).toBe(1);
  });
});
