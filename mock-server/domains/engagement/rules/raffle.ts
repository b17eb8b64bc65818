import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { fail, refusals } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';

import { creditBonus } from './credit-bonus';
import type { RafflePrizeRecord } from '../records';

/** The prize a claim is about: the one named, or the member's oldest unclaimed one in the raffle. */
function prizeToClaim(
  db: Db,
  memberId: number,
  promotionId: number,
  prizeId: number | undefined,
): RafflePrizeRecord | Failure {
  const prizes = db.rafflePrizesOfMember(memberId).filter((p) => p.promotionId === promotionId);
  if (prizeId !== undefined) {
    // Another member's prize id is answered like an unknown one.
    const named = prizes.find((p) => p.id === prizeId);
    if (!named) return refusals.notFound('prize of this member in this raffle');
    if (named.state !== 'claim')
      return fail(409, 'already_claimed', 'this prize has already been claimed');
    return named;
  }
  const oldest = prizes
    .filter((p) => p.state === 'claim')
    .sort((a, b) => a.wonTime.localeCompare(b.wonTime) || a.id - b.id)[0];
  if (oldest) return oldest;
  if (prizes.length > 0)
    return fail(409, 'already_claimed', 'every prize of this raffle has already been claimed');
  return refusals.notFound('unclaimed prize in this raffle');
}

/**
 * Claims a raffle prize once: cash is credited to MAIN as a bonus (reference `RAFFLE-<id>`), points
 * are granted to the points balance, an item is left for the operator to send.
 */
export async function claimRafflePrizeFor(
  db: Db,
  member: MemberRecord,
  request: { promotionId: number; prizeId?: number },
  now: Date,
): Promise<RafflePrizeRecord | Failure> {
  const promotion = db.promotions.get(request.promotionId);
  if (!promotion || promotion.promotionType !== 'RAFFLE')
    return refusals.notFound('raffle promotion');
  const prize = prizeToClaim(db, member.id, promotion.id, request.prizeId);
  if ('kind' in prize) return prize;
  const time = now.toISOString();
  const reference = `RAFFLE-${prize.id}`;
  if (prize.prizeType === 'cash' && prize.cashCents > 0) {
    await creditBonus(db, {
      memberId: member.id,
      amountCents: prize.cashCents,
      title: prize.prizeName,
      bonusType: 'raffle',
      promotionId: prize.promotionId,
      reference,
      time,
    });
  }
  return db.rafflePrizes.update(prize.id, (p) => {
    p.state = 'claimed';
    p.claimTime = time;
  });
}

/**
 * The member's prize a raffle promotion's status is about (`Promotion.prize`): the oldest unclaimed
 * one (what a claim without `prizeId` takes), else the latest claimed one; undefined when the member
 * won nothing in it.
 */
export function statusPrize(
  db: Db,
  memberId: number,
  promotionId: number,
): RafflePrizeRecord | undefined {
  const prizes = db
    .rafflePrizesOfMember(memberId)
    .filter((p) => p.promotionId === promotionId)
    .sort((a, b) => a.wonTime.localeCompare(b.wonTime) || a.id - b.id);
  return prizes.find((p) => p.state === 'claim') ?? prizes.at(-1);
}
