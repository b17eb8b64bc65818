import type { ComponentType } from 'react';
import type { MemberCentrePage } from '../../lib/centre/member-centre-pages';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';

/**
 * The member centre's pages, by page key: each a lazily loaded feature component (with its
 * on-demand texts, `lazyWithTexts`). The app composes them because features do not import each
 * other. Every page key must have its component (`satisfies` makes a missing one a type error).
 */
export const memberCentrePageComponents = {
  // The payment-password rule's hint is a registration text (`registration.pattern.*`).
  securityCenter: lazyWithTexts(
    ['account', 'registration'],
    () => import('../../features/account/components/security-center-page'),
  ),
  playerRank: lazyWithTexts(
    ['account'],
    () => import('../../features/account/components/player-rank-page'),
  ),
  messageV2: lazyWithTexts(
    ['messages'],
    () => import('../../features/messages/components/messages-page'),
  ),
  personalHistoryCopy: lazyWithTexts(
    ['records'],
    () => import('../../features/records/components/betting-record-page'),
  ),
  transactionHistory: lazyWithTexts(
    ['records'],
    () => import('../../features/records/components/account-record-page'),
  ),
  personalProfit: lazyWithTexts(
    ['records'],
    () => import('../../features/records/components/profit-loss-page'),
  ),
  bonusDetails: lazyWithTexts(
    ['records'],
    () => import('../../features/records/components/bonus-details-page'),
  ),
  transferFund: lazyWithTexts(
    ['wallet'],
    () => import('../../features/wallet/components/wallet-page'),
  ),
  depositv2: lazyWithTexts(
    ['wallet'],
    () => import('../../features/wallet/components/deposit-page'),
  ),
  withdraw: lazyWithTexts(
    ['wallet'],
    () => import('../../features/wallet/components/withdraw-page'),
  ),
  transferUpline: lazyWithTexts(
    ['engagement'],
    () => import('../../features/engagement/components/transfer-upline-page'),
  ),
  rewardCenter: lazyWithTexts(
    ['engagement'],
    () => import('../../features/engagement/components/reward-center-page'),
  ),
  referral: lazyWithTexts(
    ['engagement'],
    () => import('../../features/engagement/components/referral-page'),
  ),
  missionLeaderboard: lazyWithTexts(
    ['engagement'],
    () => import('../../features/engagement/components/mission-leaderboard-page'),
  ),
  manualRebate: lazyWithTexts(
    ['engagement'],
    () => import('../../features/engagement/components/manual-rebate-page'),
  ),
  playerProtection: lazyWithTexts(
    ['protection'],
    () => import('../../features/protection/components/player-protection-page'),
  ),
} satisfies Record<MemberCentrePage, ComponentType>;
