import type { Db } from '../../../db/create-db';
import type { Schemas } from '../../../core/handler-types';
import { isFeatureOn } from '../../system/rules/feature-flags';
import { applicationStatus, latestApplication } from './applications';
import type { PromotionRecord } from '../records';

type ActivityStatus = Schemas['ActivityStatus'];

/**
 * Whether the operator has the promotion on. The invite-friends (REFERRAL) promotion also follows
 * the site's referral feature (flag REFERRAL3): it is what the store's
 * `availablePromo.REFERRAL.enabled` shows.
 */
export function isPromotionEnabled(
  promotion: PromotionRecord,
  flags: Record<string, boolean>,
): boolean {
  if (!promotion.enabled) return false;
  return promotion.promotionType !== 'REFERRAL' || isFeatureOn(flags, 'REFERRAL3');
}

/** The status by the dates alone: what a visitor without a session sees. */
export function scheduleStatus(promotion: PromotionRecord, now: Date): 'coming' | 'join' | 'close' {
  if (now.getTime() < Date.parse(promotion.startTime)) return 'coming';
  if (promotion.endTime !== null && now.getTime() > Date.parse(promotion.endTime)) return 'close';
  return 'join';
}

/**
 * The member's status in a promotion (or the visitor's when `memberId` is null), first match wins:
 * 1. switched off -> `close`;
 * 2. a raffle in which the member won prizes -> `claim` while one is unclaimed, else `claimed`;
 * 3. the member's latest application -> its status (applying, rejected, claim, claimed, joined ...);
 * 4. the invite-friends promotion while it runs -> `joined` (every member has an invite link);
 * 5. otherwise by the dates: `coming`, `join` or `close`.
 */
export function promotionStatusFor(
  db: Db,
  promotion: PromotionRecord,
  memberId: number | null,
  now: Date,
  flags: Record<string, boolean>,
): ActivityStatus {
  if (!isPromotionEnabled(promotion, flags)) return 'close';
  const schedule = scheduleStatus(promotion, now);
  if (memberId === null) return schedule;
  if (promotion.promotionType === 'RAFFLE') {
    const prizes = db.rafflePrizesOfMember(memberId).filter((p) => p.promotionId === promotion.id);
    if (prizes.some((p) => p.state === 'claim')) return 'claim';
    if (prizes.length > 0) return 'claimed';
  }
  const application = latestApplication(db, memberId, promotion.id);
  if (application) return applicationStatus(db, application, now);
  if (promotion.promotionType === 'REFERRAL' && schedule === 'join') return 'joined';
  return schedule;
}

/** Every promotion in display order, optionally of one category (`ALL` means every one). */
export function promotionsInOrder(
  db: Db,
  category?: Schemas['PromotionCategory'],
): PromotionRecord[] {
  return db.promotions
    .all()
    .filter((p) => !category || category === 'ALL' || p.category === category)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}
