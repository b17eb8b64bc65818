import type { Schemas } from '../../core/handler-types';
import type { ContentParams } from '../../seed/content/content-catalogue';

/**
 * The engagement domain's records: promotions and activity applications, the reward centre,
 * raffle prizes, bonus details, manual-rebate claims, missions, platform messages and feedback.
 * Contract shapes are reused where a record is one; money is in integer cents, dates ISO strings.
 * Table names are distinctive because every domain's tables are spread into one db.
 */

/** A promotion as the operator set it up; the member's `status` is derived (rules/promotion-status). */
export interface PromotionRecord extends Omit<Schemas['Promotion'], 'promotionId' | 'status'> {
  id: number;
  sortOrder: number;
  /** Bonus an approved activity application pays (APPLICATION promotions), in cents. */
  applicationBonusCents: number;
  /** Minutes after an application until the operator's review is visible (rules/applications). */
  reviewMinutes: number;
  /** Seeded promotions: the key of their title and content in `seed/content/<lang>.ts`. */
  contentKey?: string;
}

/** An image received as a data URL; only its address and facts are kept, never the bytes. */
export interface StoredImage {
  url: string;
  mimeType: 'image/png' | 'image/jpeg';
  bytes: number;
}

export interface ApplicationRecord {
  id: number;
  memberId: number;
  promotionId: number;
  comment: string;
  images: StoredImage[];
  applyTime: string;
  /**
   * Decided when the application is sent (deterministic, see rules/applications) but shown only
   * from `reviewAt`: `joined` needs no review, `approved` creates a reward, `rejected` a remark.
   */
  outcome: 'joined' | 'approved' | 'rejected';
  /** When the review becomes visible; equal to `applyTime` for `joined`. */
  reviewAt: string;
  reviewRemark: string | null;
  /** The reward an approved application created (visible from `reviewAt`). */
  rewardId: number | null;
}

export type BonusType = Schemas['BonusDetail']['bonusType'];

export interface RewardRecord {
  id: number;
  memberId: number;
  promotionId: number | null;
  title: string;
  rewardType: Schemas['RewardType'];
  /** Cash amount for `cash` rewards (0 otherwise), in cents. */
  cashCents: number;
  /** Points for `points` rewards (0 otherwise). */
  points: number;
  /** Stored state; `close` (expired) is derived from `expireTime` (rules/rewards). */
  state: 'process' | 'claim' | 'claimed' | 'issued' | 'rejected';
  requiredContact: Schemas['Reward']['requiredContact'];
  /** When the reward appears in the reward centre (it is hidden before). */
  createTime: string;
  expireTime: string | null;
  claimTime: string | null;
  /** Where it came from: the bonus-details type written when it is claimed. */
  source: BonusType;
}

export interface RafflePrizeRecord {
  id: number;
  memberId: number;
  promotionId: number;
  prizeName: string;
  prizeType: Schemas['RewardType'];
  cashCents: number;
  points: number;
  wonTime: string;
  state: 'claim' | 'claimed' | 'issued';
  claimTime: string | null;
}

/** One line of the member's bonus details: written by every claim, plus seeded history. */
export interface BonusRecord {
  id: number;
  memberId: number;
  title: string;
  bonusType: BonusType;
  promotionId: number | null;
  amountCents: number;
  status: 'process' | 'issued' | 'claimed' | 'rejected';
  time: string;
  /** The ledger reference of the credit, when money moved at run time. */
  reference: string | null;
}

export interface RebateClaimRecord {
  id: number;
  memberId: number;
  amountCents: number;
  claimTime: string;
  periodStart: string;
  items: Schemas['ManualRebateItem'][];
}

/** A bet whose rebate was paid by a manual-rebate claim (so it never counts again). */
export interface RebatedBetRecord {
  /** The bet id. */
  id: string;
  memberId: number;
  claimId: number;
}

export interface MissionRecord {
  id: number;
  title: string;
  description: string;
  period: Schemas['Mission']['period'];
  /**
   * What counts: `validBet` (sum of settled valid bet, target in currency), `betCount` (settled
   * bets), `manual` (operator-tracked tasks such as check-ins; progress in missionProgress).
   */
  metric: 'validBet' | 'betCount' | 'manual';
  /** Only bets of this game type count (bet metrics); null for every type. */
  gameType: Schemas['GameType'] | null;
  /** Target in API units: currency for `validBet`, a count otherwise. */
  target: number;
  rewardCents: number;
  /** Leaderboard points a completion earns. */
  scorePoints: number;
  startTime: string;
  endTime: string | null;
  /** Seeded missions: the key of their title and description in `seed/content/<lang>.ts`. */
  contentKey?: string;
}

/** Operator-tracked progress of a `manual` mission in one period. */
export interface MissionProgressRecord {
  /** `${memberId}:${missionId}:${periodKey}` */
  id: string;
  memberId: number;
  missionId: number;
  periodKey: string;
  progress: number;
}

export interface MissionClaimRecord {
  /** `${memberId}:${missionId}:${periodKey}`: one claim per mission and period. */
  id: string;
  memberId: number;
  missionId: number;
  periodKey: string;
  amountCents: number;
  claimTime: string;
}

export interface PlatformMessageRecord {
  id: number;
  memberId: number;
  title: string;
  content: string;
  time: string;
  readTime: string | null;
  /**
   * Seeded messages: the key of their title and content in `seed/content/<lang>.ts` (and the values
   * of its `{placeholders}`). Messages sent through the control API have none: they stay as sent.
   */
  contentKey?: string;
  contentParams?: ContentParams;
}

export interface FeedbackRecord {
  id: number;
  memberId: number;
  questionType: Schemas['FeedbackQuestionType'];
  content: string;
  images: StoredImage[];
  createTime: string;
}

/**
 * One claim of a lucky draw (red envelope opened, prize wheel spun): the id is the drawId
 * `<game>-<member>-<yyyyMMdd>-<claimNo>`, so a claim number of a period can exist only once.
 */
export interface LuckyDrawClaimRecord {
  id: string;
  memberId: number;
  game: Schemas['LuckyDrawGame'];
  /** The UTC day the claim counts for (yyyy-MM-dd). */
  period: string;
  /** 1 for the period's first claim of this game, 2 for the second ... */
  claimNo: number;
  prizeType: Schemas['LuckyDrawPrizeType'];
  amountCents: number;
  points: number;
  segmentIndex: number | null;
  time: string;
}

/** A chat-room message (tag `chat`); the sender is shown masked, never by this record's ids. */
export interface ChatMessageRecord {
  /** Increases over all rooms (never reused, also after old messages are dropped). */
  id: number;
  roomId: Schemas['ChatRoomId'];
  memberId: number;
  /** The sender's VIP rank when it was sent. */
  vipRankLevel: number;
  /** Plain text, white space collapsed (rules/chat-room.ts). */
  text: string;
  time: string;
}
