import type { BetRecord, MemberRecord } from '../../../db/core-records';
import type { LuckyDrawClaimRecord } from '../records';
import type { DrawPeriod } from './lucky-draw-period';
import { envelopeMinValidBetCents, type DrawGame } from './lucky-draw-prizes';

export type DrawReason = 'eligible' | 'bet_required' | 'claimed';

export interface DrawEligibility {
  claimsPerPeriod: number;
  claimsUsed: number;
  claimsLeft: number;
  reason: DrawReason;
}

/** The wheel spins once a period, VIP ranks 1 and up twice; the envelope opens once. */
export function claimsPerPeriod(game: DrawGame, member: Pick<MemberRecord, 'clubLabel'>): number {
  if (game === 'redEnvelope') return 1;
  return member.clubLabel.rankLevel >= 1 ? 2 : 1;
}

/** A settled round in the period whose valid bet reaches the envelope's minimum. */
export function hasQualifyingBet(bets: readonly BetRecord[], period: DrawPeriod): boolean {
  return bets.some((bet) => {
    if (bet.status !== 'settled' || !bet.settleTime) return false;
    const settled = Date.parse(bet.settleTime);
    return (
      settled >= period.startMs &&
      settled < period.endMs &&
      bet.validBetCents >= envelopeMinValidBetCents
    );
  });
}

/**
 * Whether the member may claim now, and why not: claims used up first (`claimed`), then the red
 * envelope's qualifying bet (`bet_required`).
 */
export function drawEligibility(
  game: DrawGame,
  member: Pick<MemberRecord, 'clubLabel'>,
  period: DrawPeriod,
  claims: readonly Pick<LuckyDrawClaimRecord, 'game' | 'period'>[],
  bets: readonly BetRecord[],
): DrawEligibility {
  const perPeriod = claimsPerPeriod(game, member);
  const used = claims.filter((c) => c.game === game && c.period === period.day).length;
  const left = Math.max(0, perPeriod - used);
  let reason: DrawReason = 'eligible';
  if (left === 0) reason = 'claimed';
  else if (game === 'redEnvelope' && !hasQualifyingBet(bets, period)) reason = 'bet_required';
  return { claimsPerPeriod: perPeriod, claimsUsed: used, claimsLeft: left, reason };
}
