import type { Schemas } from '../../../core/handler-types';
import type { RecordKey } from '../../../seed/content/content-catalogue';

export interface NoticeSeed {
  type: Schemas['NoticeType'];
  /** Publication time, in hours before the seed time (so the board always looks recent). */
  hoursAgo: number;
  popup: boolean;
  /** Its texts in every language: `<key>.title` and `<key>.content` of `seed/content/<lang>.ts`. */
  key: RecordKey<'notice'>;
}

/**
 * Thirty-six notices over the five types, oldest first. Three are pop-ups. Two recent `B` notices
 * carry unsafe markup on purpose in every language (`notice.please-review-your-profile`: an
 * `<img onerror>`; `notice.new-live-dealer-tables`: a `<script>` and a `javascript:` link): the
 * contract says clients must sanitise notice HTML, and these prove the portal does.
 */
const notices: NoticeSeed[] = [
  { type: 'H', hoursAgo: 450, popup: false, key: 'notice.browser-support' },
  { type: 'PL', hoursAgo: 400, popup: false, key: 'notice.results-page' },
  { type: 'PU', hoursAgo: 380, popup: false, key: 'notice.payment-password' },
  { type: 'B', hoursAgo: 340, popup: false, key: 'notice.points-mall-restocked' },
  { type: 'H', hoursAgo: 320, popup: false, key: 'notice.download-the-app' },
  { type: 'PR', hoursAgo: 300, popup: false, key: 'notice.vip-upgrades' },
  { type: 'B', hoursAgo: 260, popup: false, key: 'notice.holiday-greetings' },
  { type: 'PU', hoursAgo: 250, popup: false, key: 'notice.wallet-transfers' },
  { type: 'PL', hoursAgo: 230, popup: false, key: 'notice.favourite-numbers' },
  { type: 'H', hoursAgo: 210, popup: false, key: 'notice.responsible-gaming-tools' },
  { type: 'B', hoursAgo: 200, popup: false, key: 'notice.app-update' },
  { type: 'PU', hoursAgo: 190, popup: false, key: 'notice.withdrawal-confirmation' },
  { type: 'PL', hoursAgo: 180, popup: false, key: 'notice.lottery-limits' },
  { type: 'PR', hoursAgo: 160, popup: false, key: 'notice.mission-week' },
  { type: 'B', hoursAgo: 150, popup: false, key: 'notice.e-sports-season-opens' },
  { type: 'H', hoursAgo: 140, popup: false, key: 'notice.how-to-reset-your' },
  { type: 'PU', hoursAgo: 130, popup: false, key: 'notice.deposit-limits-raised' },
  { type: 'B', hoursAgo: 120, popup: false, key: 'notice.security-reminder' },
  { type: 'PL', hoursAgo: 110, popup: false, key: 'notice.draw-delayed' },
  { type: 'B', hoursAgo: 96, popup: false, key: 'notice.lottery-draw-times-updated' },
  { type: 'PR', hoursAgo: 90, popup: false, key: 'notice.invite-friends' },
  { type: 'B', hoursAgo: 75, popup: false, key: 'notice.customer-service-hours' },
  { type: 'PU', hoursAgo: 70, popup: false, key: 'notice.bank-maintenance' },
  { type: 'B', hoursAgo: 60, popup: false, key: 'notice.new-slot-vendor' },
  { type: 'PL', hoursAgo: 50, popup: false, key: 'notice.new-lottery-game' },
  { type: 'B', hoursAgo: 44, popup: false, key: 'notice.fishing-tournament-results' },
  { type: 'H', hoursAgo: 40, popup: false, key: 'notice.help-centre-updated' },
  { type: 'B', hoursAgo: 30, popup: false, key: 'notice.new-live-dealer-tables' },
  { type: 'PR', hoursAgo: 26, popup: false, key: 'notice.weekend-rebate' },
  { type: 'B', hoursAgo: 20, popup: false, key: 'notice.welcome-to-the-new' },
  { type: 'PU', hoursAgo: 16, popup: false, key: 'notice.payment-channel-added' },
  { type: 'B', hoursAgo: 12, popup: false, key: 'notice.faster-withdrawals' },
  { type: 'PL', hoursAgo: 8, popup: false, key: 'notice.lottery-jackpot-rolls-over' },
  { type: 'B', hoursAgo: 5, popup: true, key: 'notice.please-review-your-profile' },
  { type: 'PR', hoursAgo: 3, popup: true, key: 'notice.100-first-deposit-bonus' },
  { type: 'B', hoursAgo: 2, popup: true, key: 'notice.scheduled-maintenance-on-sunday' },
];

/** In publication order, oldest first, so notice ids grow with time. */
export const noticeSeed: readonly NoticeSeed[] = [...notices].sort(
  (a, b) => b.hoursAgo - a.hoursAgo,
);
