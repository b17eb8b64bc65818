import type { AnyHandler } from '../../core/define-handler';
import { applyPromotionHandler } from './handlers/apply-promotion';
import { claimManualRebateHandler } from './handlers/claim-manual-rebate';
import { claimMissionHandler } from './handlers/claim-mission';
import { claimRafflePrizeHandler } from './handlers/claim-raffle-prize';
import { claimRewardHandler } from './handlers/claim-reward';
import { getAvailablePromoCountHandler } from './handlers/get-available-promo-count';
import { getManualRebateHandler } from './handlers/get-manual-rebate';
import { getMissionLeaderboardHandler } from './handlers/get-mission-leaderboard';
import { getMissionSummaryHandler } from './handlers/get-mission-summary';
import { getPromotionHandler } from './handlers/get-promotion';
import { getUnreadMessageCountHandler } from './handlers/get-unread-message-count';
import { listBonusDetailsHandler } from './handlers/list-bonus-details';
import { listChatMessagesHandler } from './handlers/list-chat-messages';
import { listMessagesHandler } from './handlers/list-messages';
import { listPromotionsHandler } from './handlers/list-promotions';
import { listRewardsHandler } from './handlers/list-rewards';
import { markMessageReadHandler } from './handlers/mark-message-read';
import { sendChatMessageHandler } from './handlers/send-chat-message';
import { submitFeedbackHandler } from './handlers/submit-feedback';
// lucky draws (red envelope, prize wheel)
import { getPrizeWheelHandler } from './handlers/get-prize-wheel';
import { getRedEnvelopeHandler } from './handlers/get-red-envelope';
import { listLuckyDrawsHandler } from './handlers/list-lucky-draws';
import { openRedEnvelopeHandler } from './handlers/open-red-envelope';
import { spinPrizeWheelHandler } from './handlers/spin-prize-wheel';

/** The engagement domain's operation handlers (tags `promotions`, `missions`, `messages`, `feedback` and `chat`). */
export const engagementHandlers: AnyHandler[] = [
  applyPromotionHandler,
  claimManualRebateHandler,
  claimMissionHandler,
  claimRafflePrizeHandler,
  claimRewardHandler,
  getAvailablePromoCountHandler,
  getManualRebateHandler,
  getMissionLeaderboardHandler,
  getMissionSummaryHandler,
  getPromotionHandler,
  getUnreadMessageCountHandler,
  listBonusDetailsHandler,
  listChatMessagesHandler,
  listMessagesHandler,
  listPromotionsHandler,
  listRewardsHandler,
  markMessageReadHandler,
  sendChatMessageHandler,
  submitFeedbackHandler,
  // lucky draws (red envelope, prize wheel)
  getPrizeWheelHandler,
  getRedEnvelopeHandler,
  listLuckyDrawsHandler,
  openRedEnvelopeHandler,
  spinPrizeWheelHandler,
];
