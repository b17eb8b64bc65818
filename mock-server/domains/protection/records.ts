import type { Schemas } from '../../core/handler-types';

/**
 * The protection domain's records, one set per member. Money is integer cents. Time-driven changes
 * (a raised limit applying after 24 hours, an exclusion ending) are not written when they happen:
 * each record keeps its times, and the rules read the state at any instant from them, so GET
 * handlers stay lock-free and moving the sandbox clock is enough to reach them.
 */

export type LimitWindow = Schemas['DepositLimitWindow'];

/** A limit per window, in cents; null where the window has none. */
export type WindowLimits = Record<LimitWindow, number | null>;

/** A raised or removed limit waiting for its 24 hours. */
export interface PendingLimit {
  /** The limit from `effectiveAt` on, in cents; null when the limit is being removed. */
  limitCents: number | null;
  requestedAt: string;
  effectiveAt: string;
}

export interface DepositLimitsRecord {
  /** The member's id: one record per member, made on the first change. */
  id: number;
  /** The limits as of the last change (pending changes whose time has come apply on top). */
  limits: WindowLimits;
  pending: Partial<Record<LimitWindow, PendingLimit>>;
  updatedAt: string;
}

export interface RealityCheckRecord {
  /** The member's id: one record per member, made on the first change (no record: off). */
  id: number;
  intervalMinutes: Schemas['RealityCheckInterval'];
  updatedAt: string;
}

export interface ExclusionRecord {
  /** `EX` and a sequence number. */
  id: string;
  memberId: number;
  kind: Schemas['ExclusionKind'];
  period: Schemas['Exclusion']['period'];
  startedAt: string;
  endsAt: string;
}
