import type { Schemas } from '../core/handler-types';

/**
 * The records every domain of the mock shares: members, sessions, wallets and the money ledger.
 * Contract shapes are reused from the generated types; fields after them are internal to the mock.
 * Money is kept in integer cents so that no arithmetic ever creates or loses a fraction.
 */
export type AccountType = Schemas['MemberInfo']['type'];

export interface MemberRecord {
  id: number;
  account: string;
  /** Sandbox only: demo credentials in the clear, never real ones. */
  password: string;
  paymentPassword: string | null;
  nickname: string;
  type: AccountType;
  uplineId: number | null;
  /** Depth below the top of its agent tree (0 for members without an upline). */
  level: number;
  clubLabel: Schemas['ClubLabel'];
  memberLabel: Schemas['MemberLabel'][];
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  language: string;
  currency: string;
  status: 'normal' | 'frozen' | 'disabled';
  passwordChangedAt: string;
  /** Set when the password must be changed at next login regardless of age. */
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  /** Free-form profile fields of the member form (nickname, telegram, birthday, zalo ...). */
  profile: Record<string, string | null>;
  avatarUrl: string | null;
  registerIp: string | null;
}

export interface SessionRecord {
  /** The token itself. */
  id: string;
  memberId: number;
  kind: 'member' | 'guest';
  createdAt: string;
  /** Where the sign-in came from (the request context); absent on sessions of older state files. */
  address?: string | null;
  device?: string | null;
  language?: string | null;
  userAgent?: string | null;
  /**
   * Set while the member must change the password (signed in with the default password, or with an
   * expired one under PASSEXPIRY3): the session may only change it, read the member info and log
   * out; everything else guarded answers 403 `password_change_required`.
   */
  mustChangePassword?: boolean;
  /** Last use, kept to the minute (see core/session-life.ts); absent means `createdAt`. */
  lastSeenAt?: string;
}

export interface WalletRecord {
  /** `${memberId}:${walletCode}` */
  id: string;
  memberId: number;
  /** `MAIN` or a vendor code. */
  walletCode: string;
  balanceCents: number;
}

export interface LedgerRecord {
  id: string;
  memberId: number;
  type: Schemas['Transaction']['type'];
  walletCode: string;
  /** Signed: credits positive, debits negative. */
  amountCents: number;
  balanceAfterCents: number;
  status: Schemas['Transaction']['status'];
  time: string;
  reference: string;
  remark: string | null;
}

export interface IdempotencyRecord {
  /** `${memberId}:${operationId}:${requestId}` */
  id: string;
  fingerprint: string;
  status: number;
  body: unknown;
  createdAt: string;
}

export interface BetRecord {
  id: string;
  memberId: number;
  /** `Game.nodeId` of the game played. */
  gameNodeId: string;
  gameName: string;
  gameType: Schemas['GameType'];
  vendor: string;
  betAmountCents: number;
  /** The part of the stake that counts for turnover (rebates, salaries, points). */
  validBetCents: number;
  payoutCents: number;
  /** payout - stake (negative when the member lost). */
  winLossCents: number;
  status: Schemas['BetStatus'];
  betTime: string;
  settleTime: string | null;
}
