import type { AnyHandler } from '../../core/define-handler';
import { submitFeedback } from './handlers/feedback';
import { claimManualRebate, getManualRebate } from './handlers/manual-rebate';
import { getUnreadMessageCount, listMessages, markMessageRead } from './handlers/messages';
import { claimMission, getMissionLeaderboard, getMissionSummary } from './handlers/missions';
import {
  applyPromotion,
  getAvailablePromoCount,
  getPromotion,
  listPromotions,
} from './handlers/promotions';
import { claimRafflePrize, claimReward, listBonusDetails, listRewards } from './handlers/rewards';

/** The engagement domain's operation handlers (tags promotions, missions, messages, feedback). */
export const engagementHandlers: AnyHandler[] = [
  listPromotions,
  getPromotion,
  applyPromotion,
  getAvailablePromoCount,
  claimRafflePrize,
  listRewards,
  claimReward,
  listBonusDetails,
  getManualRebate,
  claimManualRebate,
  getMissionSummary,
  getMissionLeaderboard,
  claimMission,
  getUnreadMessageCount,
  listMessages,
  markMessageRead,
  submitFeedback,
];
