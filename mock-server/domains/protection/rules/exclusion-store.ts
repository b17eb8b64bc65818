import type { ProtectionEnv } from './protection-env';
import { done, fail, type Outcome } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import type { Db } from '../../../db/create-db';
import type { ExclusionRecord } from '../records';
import { exclusionEndsAt, exclusionInForce, lengthens, type ExclusionChoice } from './exclusions';

const isoAt = (ms: number): string => new Date(ms).toISOString();

export function currentExclusion(db: Db, memberId: number, nowMs: number): ExclusionRecord | null {
  return exclusionInForce(db.exclusionsOf(memberId), nowMs);
}

function exclusionWords(exclusion: ExclusionRecord): string {
  return exclusion.kind === 'timeOut'
    ? `in a time-out until ${exclusion.endsAt}`
    : `self-excluded until ${exclusion.endsAt}`;
}

const endValue = (exclusion: ExclusionRecord) => ({
  endTime: exclusion.endsAt,
  exclusionKind: exclusion.kind,
});

/**
 * The refusal of a sign-in of a member in a time-out or self-exclusion (403 `account_excluded`,
 * with the end time), or null. The sign-ins call it once the credentials or code proved who it is,
 * so the answer tells nothing about an account to someone who does not hold it.
 */
export function exclusionFailure(db: Db, memberId: number, nowMs: number): Failure | null {
  const exclusion = currentExclusion(db, memberId, nowMs);
  if (!exclusion) return null;
  return fail(
    403,
    'account_excluded',
    `this account is ${exclusionWords(exclusion)}; it cannot sign in before then`,
    { value: endValue(exclusion) },
  );
}

function nextExclusionId(db: Db): string {
  let seq = db.exclusions.size + 1;
  while (db.exclusions.get(`EX${String(seq).padStart(6, '0')}`)) seq += 1;
  return `EX${String(seq).padStart(6, '0')}`;
}

/**
 * `startTimeOut` and `startSelfExclusion`: confirmed with the login password (400
 * `invalid_credentials` when wrong: the session itself is fine), refused with 409 `conflict` when
 * one in force already ends later (it cannot be shortened), then stored, and every session of the
 * member ends at once. Runs inside the pipeline's write lock.
 */
export async function startExclusion(
  env: ProtectionEnv,
  member: MemberRecord,
  choice: ExclusionChoice,
  password: string,
): Promise<Outcome<ExclusionRecord>> {
  const { db } = env;
  if (password !== member.password) {
    return fail(400, 'invalid_credentials', 'the password is wrong', { field: 'body.password' });
  }
  const nowMs = env.clock.nowMs();
  const endsAtMs = exclusionEndsAt(choice, nowMs);
  const current = currentExclusion(db, member.id, nowMs);
  if (current && !lengthens(current, endsAtMs)) {
    return fail(
      409,
      'conflict',
      `an exclusion until ${current.endsAt} is in force; it cannot be shortened`,
      { value: endValue(current) },
    );
  }
  const exclusion = await db.exclusions.insert({
    id: nextExclusionId(db),
    memberId: member.id,
    kind: choice.kind,
    period: choice.period,
    startedAt: isoAt(nowMs),
    endsAt: isoAt(endsAtMs),
  });
  await endSessions(db, member.id);
  return done(exclusion);
}

/** Ends every session of a member (their tokens answer 401 `not_logged_in` from now on). */
export async function endSessions(db: Db, memberId: number): Promise<number> {
  // A scan, not a `sessionsOf` index on the core table: an index costs every sign-in a write, and
  // this rare call is its only reader (sessions are few next to members and bets).
  const own = db.sessions.all().filter((s) => s.memberId === memberId);
  for (const session of own) await db.sessions.remove(session.id);
  return own.length;
}
