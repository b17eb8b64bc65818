import { Table } from '../../db/typed-collection';
import type {
  PromotionRecord,
  ApplicationRecord,
  RewardRecord,
  RafflePrizeRecord,
  BonusRecord,
  RebateClaimRecord,
  RebatedBetRecord,
  MissionRecord,
  MissionProgressRecord,
  MissionClaimRecord,
  PlatformMessageRecord,
  FeedbackRecord,
  LuckyDrawClaimRecord,
  ChatMessageRecord,
} from './records';

export function createEngagementTables() {
  const promotions = new Table<PromotionRecord>();
  const promotionApplications = new Table<ApplicationRecord>();
  const rewards = new Table<RewardRecord>();
  const rafflePrizes = new Table<RafflePrizeRecord>();
  const bonusDetails = new Table<BonusRecord>();
  const rebateClaims = new Table<RebateClaimRecord>();
  const rebatedBets = new Table<RebatedBetRecord>();
  const missions = new Table<MissionRecord>();
  const missionProgress = new Table<MissionProgressRecord>();
  const missionClaims = new Table<MissionClaimRecord>();
  const platformMessages = new Table<PlatformMessageRecord>();
  const feedbackEntries = new Table<FeedbackRecord>();
  const luckyDrawClaims = new Table<LuckyDrawClaimRecord>();
  const chatMessages = new Table<ChatMessageRecord>();
  return {
    promotions,
    promotionApplications,
    applicationsOfMemberPromotion: promotionApplications.groupIndex(
      (a) => `${a.memberId}:${a.promotionId}`,
    ),
    rewards,
    rewardsOfMember: rewards.groupIndex((r) => r.memberId),
    rafflePrizes,
    rafflePrizesOfMember: rafflePrizes.groupIndex((p) => p.memberId),
    bonusDetails,
    bonusDetailsOfMember: bonusDetails.groupIndex((b) => b.memberId),
    rebateClaims,
    rebateClaimsOfMember: rebateClaims.groupIndex((c) => c.memberId),
    rebatedBets,
    missions,
    missionProgress,
    missionClaims,
    missionClaimsOfMember: missionClaims.groupIndex((c) => c.memberId),
    platformMessages,
    platformMessagesOfMember: platformMessages.groupIndex((m) => m.memberId),
    feedbackEntries,
    luckyDrawClaims,
    luckyDrawClaimsOfMember: luckyDrawClaims.groupIndex((c) => c.memberId),
    chatMessages,
    chatMessagesOfRoom: chatMessages.groupIndex((m) => m.roomId),
  };
}

export type EngagementTables = ReturnType<typeof createEngagementTables>;
