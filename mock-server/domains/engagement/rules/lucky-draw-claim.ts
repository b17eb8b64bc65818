import type { MockBackend } from '../../../core/backend';
import { done, fail, type Outcome } from '../../../core/envelope';
import type { MemberRecord } from '../../../db/core-records';
import { nextId } from '../../wallet/rules/ids';
import type { LuckyDrawClaimRecord } from '../records';
import { creditBonus } from './credit-bonus';
import { drawEligibility } from './lucky-draw-eligibility';
import { drawPeriodAt } from './lucky-draw-period';
import { drawOutcome, type DrawGame } from './lucky-draw-prizes';

const gameTitle: Record<DrawGame, string> = {
  redEnvelope: 'Red envelope',
  prizeWheel: 'Prize wheel',
};

/** `<game>-<member>-<yyyyMMdd>-<claimNo>`: the claim's id and the reference of what it credits. */
export function drawIdOf(game: DrawGame, memberId: number, day: string, claimNo: number): string {
  return `${game}-${memberId}-${day.replaceAll('-', '')}-${claimNo}`;
}

/**
 * Opens the red envelope or spins the wheel once: checks the period's claims and the eligibility,
 * draws the seeded outcome of the next claim number, credits it (cash through `creditBonus` to
 * MAIN, points as an `adjust` line of the points ledger) and records the claim, all in the
 * pipeline's write lock, so two requests can never both take the same claim. The caller makes it
 * idempotent by requestId.
 */
export async function claimLuckyDraw(
  backend: MockBackend,
  member: MemberRecord,
  game: DrawGame,
  requestId: string,
): Promise<Outcome<{ claim: LuckyDrawClaimRecord; claimsLeft: number }>> {
  const { db, clock } = backend;
  const nowMs = clock.nowMs();
  const period = drawPeriodAt(nowMs);
  const eligibility = drawEligibility(
    game,
    member,
    period,
    db.luckyDrawClaimsOfMember(member.id),
    db.betsOf(member.id),
  );
  if (eligibility.reason === 'claimed') {
    const what =
      game === 'redEnvelope' ? "today's red envelope is already opened" : 'no spins left today';
    return fail(409, 'already_claimed', `${what}; the next period opens at 00:00 UTC`);
  }
  if (eligibility.reason === 'bet_required') {
    return fail(
      409,
      'draw_not_eligible',
      'play a round of at least 10.00 today to get a red envelope',
    );
  }
  const claimNo = eligibility.claimsUsed + 1;
  const drawId = drawIdOf(game, member.id, period.day, claimNo);
  if (db.luckyDrawClaims.get(drawId))
    return fail(409, 'already_claimed', 'this claim was already made');
  const outcome = drawOutcome(game, member.id, period.day, claimNo);
  const time = new Date(nowMs).toISOString();
  const title = `${gameTitle[game]} ${period.day}`;
  if (outcome.prizeType === 'cash' && outcome.amountCents > 0) {
    await creditBonus(db, {
      memberId: member.id,
      amountCents: outcome.amountCents,
      title,
      bonusType: 'raffle',
      promotionId: null,
      reference: drawId,
      time,
    });
  }
  if (outcome.prizeType === 'points' && outcome.points > 0) {
    await db.pointsEntries.insert({
      id: nextId(db.pointsEntries, 'PT', time),
      memberId: member.id,
      type: 'adjust',
      changedPoints: outcome.points,
      referenceNumber: drawId,
      remark: `${title}: ${outcome.points} points`,
      createdAt: time,
      amountCents: null,
      ratio: null,
      requestId,
    });
  }
  const claim = await db.luckyDrawClaims.insert({
    id: drawId,
    memberId: member.id,
    game,
    period: period.day,
    claimNo,
    prizeType: outcome.prizeType,
    amountCents: outcome.amountCents,
    points: outcome.points,
    segmentIndex: outcome.segmentIndex,
    time,
  });
  return done({ claim, claimsLeft: eligibility.claimsLeft - 1 });
}
