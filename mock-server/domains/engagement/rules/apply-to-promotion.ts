import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { fail, refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { addDays, addMinutes } from './calendar';
import { inspectImages, uploadUrl } from './data-url-image';
import { nextNumericId } from './ids';
import { promotionStatusFor } from './promotion-status';
import type { ApplicationRecord, PromotionRecord } from '../records';

type ActivityStatus = Schemas['ActivityStatus'];

/** Days an approved application's reward stays claimable after the review. */
export const applicationRewardDays = 7;

export const missingScreenshotRemark =
  'No screenshot attached: add an image of your winning ticket and apply again.';

export interface ApplyInput {
  comment?: string;
  images?: string[];
}

function conflictFor(status: ActivityStatus): Failure {
  const reasons: Partial<Record<ActivityStatus, string>> = {
    coming: 'this promotion has not started yet',
    close: 'this promotion has ended or is switched off',
    applying: 'an application for this promotion is already under review',
  };
  return fail(
    409,
    'conflict',
    reasons[status] ?? `the member has already joined this promotion (status ${status})`,
  );
}

/**
 * Joins a promotion or sends an activity application. Allowed only while the member's status is
 * `join` (or `rejected`, to apply again). An application is decided when it is sent so that its
 * path is deterministic: approved when it carries at least one image (the screenshot the operator
 * asks for), rejected otherwise; the decision shows from `reviewAt`. An approval creates the
 * reward (cash `applicationBonusCents`) that appears in the reward centre at `reviewAt`.
 */
export async function applyToPromotion(
  db: Db,
  member: MemberRecord,
  promotion: PromotionRecord,
  input: ApplyInput,
  now: Date,
  flags: Record<string, boolean>,
): Promise<ApplicationRecord | Failure> {
  const status = promotionStatusFor(db, promotion, member.id, now, flags);
  if (status !== 'join' && status !== 'rejected') return conflictFor(status);
  const id = nextNumericId(db.promotionApplications, 5001);
  const applyTime = now.toISOString();
  if (!promotion.requiresApplication) {
    return db.promotionApplications.insert({
      id,
      memberId: member.id,
      promotionId: promotion.id,
      comment: '',
      images: [],
      applyTime,
      outcome: 'joined',
      reviewAt: applyTime,
      reviewRemark: null,
      rewardId: null,
    });
  }
  const checked = inspectImages(input.images ?? []);
  if (!checked.ok)
    return refusals.invalid(
      `body.images.${checked.index}`,
      `image ${checked.index + 1} ${checked.reason}`,
    );
  const approved = checked.images.length > 0;
  const reviewAt = addMinutes(now, promotion.reviewMinutes);
  let rewardId: number | null = null;
  if (approved && promotion.applicationBonusCents > 0) {
    rewardId = nextNumericId(db.rewards, 7001);
    await db.rewards.insert({
      id: rewardId,
      memberId: member.id,
      promotionId: promotion.id,
      title: `${promotion.title}: application bonus`,
      rewardType: 'cash',
      cashCents: promotion.applicationBonusCents,
      points: 0,
      state: 'claim',
      requiredContact: 'none',
      createTime: reviewAt.toISOString(),
      expireTime: addDays(reviewAt, applicationRewardDays).toISOString(),
      claimTime: null,
      source: 'promotion',
    });
  }
  return db.promotionApplications.insert({
    id,
    memberId: member.id,
    promotionId: promotion.id,
    comment: input.comment ?? '',
    images: checked.images.map((image, index) => ({
      ...image,
      url: uploadUrl('applications', id, index, image.mimeType),
    })),
    applyTime,
    outcome: approved ? 'approved' : 'rejected',
    reviewAt: reviewAt.toISOString(),
    reviewRemark: approved
      ? 'Approved: the bonus is waiting in your reward centre.'
      : missingScreenshotRemark,
    rewardId,
  });
}
