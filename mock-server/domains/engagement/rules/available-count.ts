import type { Db } from '../../../db/create-db';
import { promotionStatusFor, promotionsInOrder } from './promotion-status';
import { rewardStatus, visibleRewardsOf } from './rewards';

/** Promotions the member can join now (`join`) plus rewards they can claim now (`claim`). */
export function availablePromoCount(
  db: Db,
  memberId: number,
  now: Date,
  flags: Record<string, boolean>,
): number {
  const joinable = promotionsInOrder(db).filter(
    (p) => promotionStatusFor(db, p, memberId, now, flags) === 'join',
  ).length;
  const claimable = visibleRewardsOf(db, memberId, now).filter(
    (r) => rewardStatus(r, now) === 'claim',
  ).length;
  return joinable + claimable;
}
