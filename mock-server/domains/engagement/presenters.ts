import type { Db } from '../../db/create-db';
import type { Schemas } from '../../core/handler-types';
import type {
  ApplicationRecord,
  ChatMessageRecord,
  BonusRecord,
  FeedbackRecord,
  LuckyDrawClaimRecord,
  PlatformMessageRecord,
  PromotionRecord,
  RafflePrizeRecord,
  RewardRecord,
} from './records';
import { fromCents } from '../../core/money';
import { rewardStatus } from './rules/rewards';
import { applicationStatus, latestApplication } from './rules/applications';
import { isoSeconds } from './rules/calendar';
import type { MissionState } from './rules/mission-progress';
import { minRebateClaimCents, type RebateComputation } from './rules/manual-rebate';
import { isPromotionEnabled, promotionStatusFor } from './rules/promotion-status';
import { statusPrize } from './rules/raffle';
import type { DrawEligibility } from './rules/lucky-draw-eligibility';
import type { DrawPeriod } from './rules/lucky-draw-period';
import {
  envelopeMinValidBetCents,
  envelopePrizes,
  wheelSegments,
  type DrawGame,
} from './rules/lucky-draw-prizes';
import { maskAccount } from '../system/rules/mask-account';
import { localisedField, type ContentLanguage } from '../../seed/content/content-catalogue';
import { pictureInLanguage } from '../../seed/content/picture-language';

/** A message in `language` when it was seeded; one sent through the control API as sent. */
export function messageView(
  message: PlatformMessageRecord,
  language: ContentLanguage = 'EN',
): Schemas['PlatformMessage'] {
  return {
    messageId: message.id,
    title: localisedField(message, 'title', language, message.title),
    content: localisedField(message, 'content', language, message.content),
    time: message.time,
    read: message.readTime !== null,
    readTime: message.readTime,
  };
}

export function feedbackView(feedback: FeedbackRecord): Schemas['Feedback'] {
  return {
    feedbackId: feedback.id,
    questionType: feedback.questionType,
    content: feedback.content,
    images: feedback.images.map((i) => i.url),
    createTime: feedback.createTime,
  };
}

export function bonusView(bonus: BonusRecord): Schemas['BonusDetail'] {
  return {
    bonusId: bonus.id,
    title: bonus.title,
    bonusType: bonus.bonusType,
    promotionId: bonus.promotionId,
    amount: fromCents(bonus.amountCents),
    status: bonus.status,
    time: bonus.time,
  };
}

export function rafflePrizeView(prize: RafflePrizeRecord): Schemas['RafflePrize'] {
  return {
    prizeId: prize.id,
    promotionId: prize.promotionId,
    prizeName: prize.prizeName,
    prizeType: prize.prizeType,
    amount:
      prize.prizeType === 'cash'
        ? fromCents(prize.cashCents)
        : prize.prizeType === 'points'
          ? prize.points
          : 0,
    status: prize.state,
    claimTime: prize.claimTime,
  };
}

export function rewardView(reward: RewardRecord, now: Date): Schemas['Reward'] {
  return {
    rewardId: reward.id,
    promotionId: reward.promotionId,
    title: reward.title,
    rewardType: reward.rewardType,
    amount: reward.rewardType === 'points' ? reward.points : fromCents(reward.cashCents),
    status: rewardStatus(reward, now),
    requiredContact: reward.requiredContact,
    createTime: reward.createTime,
    expireTime: reward.expireTime,
    claimTime: reward.claimTime,
  };
}

export function applicationView(
  db: Db,
  application: ApplicationRecord,
  now: Date,
): Schemas['ActivityApplication'] {
  const reviewed = now.getTime() >= Date.parse(application.reviewAt);
  return {
    applicationId: application.id,
    promotionId: application.promotionId,
    status: applicationStatus(db, application, now),
    comment: application.comment,
    images: application.images.map((i) => i.url),
    applyTime: application.applyTime,
    reviewRemark: reviewed ? application.reviewRemark : null,
  };
}

export function missionView(
  state: MissionState,
  language: ContentLanguage = 'EN',
): Schemas['Mission'] {
  const { mission, window } = state;
  return {
    missionId: mission.id,
    title: localisedField(mission, 'title', language, mission.title),
    description: localisedField(mission, 'description', language, mission.description),
    period: mission.period,
    target: mission.target,
    progress: state.progress,
    rewardAmount: fromCents(mission.rewardCents),
    status: state.status,
    startTime: mission.period === 'once' ? mission.startTime : isoSeconds(window.start),
    endTime:
      mission.period === 'once'
        ? mission.endTime
        : isoSeconds(new Date((window.end ?? window.start).getTime() - 1000)),
    claimTime: state.claim?.claimTime ?? null,
  };
}

export function manualRebateView(computation: RebateComputation): Schemas['ManualRebate'] {
  return {
    rebatableAmount: fromCents(computation.totalCents),
    minClaimAmount: fromCents(minRebateClaimCents),
    periodStart: computation.periodStart,
    lastClaimTime: computation.lastClaimTime,
    items: computation.items,
  };
}

export function promotionView(
  promotion: PromotionRecord,
  status: Schemas['ActivityStatus'],
  flags: Record<string, boolean>,
  language: ContentLanguage = 'EN',
): Schemas['Promotion'] {
  return {
    promotionId: promotion.id,
    promotionType: promotion.promotionType,
    category: promotion.category,
    title: localisedField(promotion, 'title', language, promotion.title),
    image: pictureInLanguage(promotion.image, language),
    content: localisedField(promotion, 'content', language, promotion.content),
    startTime: promotion.startTime,
    endTime: promotion.endTime,
    status,
    enabled: isPromotionEnabled(promotion, flags),
    requiresApplication: promotion.requiresApplication,
  };
}

/**
 * A promotion as `listPromotions` and `getPromotion` answer it: the member's status, their latest
 * application (with the review remark once reviewed) and, for a raffle, the prize the status is
 * about. A visitor (`memberId` null) gets the status by the dates and nulls.
 */
export function promotionMemberView(
  db: Db,
  promotion: PromotionRecord,
  memberId: number | null,
  now: Date,
  flags: Record<string, boolean>,
  language: ContentLanguage = 'EN',
): Schemas['Promotion'] {
  const status = promotionStatusFor(db, promotion, memberId, now, flags);
  const application = memberId === null ? undefined : latestApplication(db, memberId, promotion.id);
  const prize =
    memberId === null || promotion.promotionType !== 'RAFFLE'
      ? undefined
      : statusPrize(db, memberId, promotion.id);
  return {
    ...promotionView(promotion, status, flags, language),
    application: application ? applicationView(db, application, now) : null,
    prize: prize ? rafflePrizeView(prize) : null,
  };
}

// ---------------------------------------------------------------- lucky draws

/** A stored claim as the contract's `LuckyDrawResult` (the claim answer adds `claimsLeft`). */
export function luckyDrawView(claim: LuckyDrawClaimRecord): Schemas['LuckyDrawResult'] {
  return {
    drawId: claim.id,
    game: claim.game,
    prizeType: claim.prizeType,
    amount: fromCents(claim.amountCents),
    points: claim.points,
    ...(claim.segmentIndex === null ? {} : { segmentIndex: claim.segmentIndex }),
    period: claim.period,
    time: claim.time,
  };
}

/** A draw's state for the member: the period, the claims and, per game, its prizes. */
export function luckyDrawStateView(
  game: DrawGame,
  period: DrawPeriod,
  eligibility: DrawEligibility,
): Schemas['LuckyDrawState'] {
  const periodEnd = new Date(period.endMs).toISOString();
  const common = {
    game,
    eligible: eligibility.reason === 'eligible',
    reason: eligibility.reason,
    periodStart: new Date(period.startMs).toISOString(),
    periodEnd,
    nextOpenTime: periodEnd,
    claimsPerPeriod: eligibility.claimsPerPeriod,
    claimsLeft: eligibility.claimsLeft,
  };
  if (game === 'prizeWheel') {
    return {
      ...common,
      segments: wheelSegments.map((segment, segmentIndex) => ({
        segmentIndex,
        prizeType: segment.prizeType,
        amount: fromCents(segment.amountCents),
        points: segment.points,
        weight: segment.weight,
      })),
    };
  }
  const amounts = envelopePrizes.map((p) => p.amountCents);
  return {
    ...common,
    minValidBet: fromCents(envelopeMinValidBetCents),
    minAmount: fromCents(Math.min(...amounts)),
    maxAmount: fromCents(Math.max(...amounts)),
  };
}

/**
 * A chat message as `viewerId` sees it: the sender only as a masked account and a VIP rank, never
 * the account or anything else of theirs; `own` when the viewer sent it.
 */
export function chatMessageView(
  db: Db,
  message: ChatMessageRecord,
  viewerId: number | null,
): Schemas['ChatMessage'] {
  const account = db.members.get(message.memberId)?.account ?? '';
  return {
    messageId: message.id,
    roomId: message.roomId,
    displayName: maskAccount(account),
    vipRankLevel: message.vipRankLevel,
    text: message.text,
    time: message.time,
    own: message.memberId === viewerId,
  };
}
