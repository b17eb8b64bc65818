import type { SessionRecord } from '../db/core-records';
import { fail } from './envelope';
import type { Failure } from './handler-types';
import type { MockConfig } from './mock-config';

/*
 * The life of a session on the sandbox clock (issue 14, item 5). A session ends when it has not been
 * used for `sessionIdleMinutes`, or `sessionMaxHours` after sign-in however busy it is. Use is
 * recorded in `lastSeenAt` to the minute only: refreshing it on every read would turn every read
 * into a write (a state change to persist and journal); once a minute costs one small write per
 * active session per minute and shifts the idle end by at most that minute.
 */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** How stale `lastSeenAt` may get before a request records the use again. */
export const lastSeenGranularityMs = minuteMs;

/** Operations a session that must change the password may still call (everything else is 403). */
export const restrictedSessionOperations: ReadonlySet<string> = new Set([
  'changePassword',
  'logout',
  'getMemberInfo',
  // The login's own follow-up (section 4: the first-login call), harmless before the change.
  'markFirstLogin',
]);

type LifeConfig = Pick<MockConfig, 'sessionIdleMinutes' | 'sessionMaxHours'>;

/** When the session was last used (`createdAt` on records older than this rule). */
export function lastSeenMs(session: Pick<SessionRecord, 'createdAt' | 'lastSeenAt'>): number {
  return Date.parse(session.lastSeenAt ?? session.createdAt);
}

/** True once the session is past its idle or absolute end at `nowMs`. */
export function isSessionExpired(
  config: LifeConfig,
  session: Pick<SessionRecord, 'createdAt' | 'lastSeenAt'>,
  nowMs: number,
): boolean {
  if (nowMs - Date.parse(session.createdAt) >= config.sessionMaxHours * hourMs) return true;
  return nowMs - lastSeenMs(session) >= config.sessionIdleMinutes * minuteMs;
}

/** True when a request at `nowMs` should record the use (at most once a minute). */
export function needsTouch(
  session: Pick<SessionRecord, 'createdAt' | 'lastSeenAt'>,
  nowMs: number,
): boolean {
  return nowMs - lastSeenMs(session) >= lastSeenGranularityMs;
}

/** 403 `password_change_required` for a restricted session outside the allowed operations. */
export function restrictedSessionFailure(
  session: Pick<SessionRecord, 'mustChangePassword'> | null,
  operationId: string,
): Failure | null {
  if (!session?.mustChangePassword || restrictedSessionOperations.has(operationId)) return null;
  return fail(
    403,
    'password_change_required',
    'this session must change the password first (changePassword), or log out',
  );
}

/**
 * The sessions to end so that `memberSessions` plus one new session stays within `cap`: the oldest
 * first (by sign-in time).
 */
export function sessionsOverCap<T extends Pick<SessionRecord, 'createdAt' | 'id'>>(
  memberSessions: readonly T[],
  cap: number,
): T[] {
  const excess = memberSessions.length + 1 - cap;
  if (excess <= 0) return [];
  return [...memberSessions]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .slice(0, excess);
}
