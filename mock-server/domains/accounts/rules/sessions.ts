import type { Schemas } from '../../../core/handler-types';
import { trialAccountType } from '../../../core/members';
import { isSessionExpired, sessionsOverCap } from '../../../core/session-life';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import type { RequestContext } from '../../../core/request-context';
import type { AccountsEnv } from './accounts-env';
import { isDefaultPassword, isPasswordExpired } from './password-policy';
import { randomHex } from './random-values';

/** A new session token: 16 random bytes as 32 hex characters. */
function newToken(db: Db): string {
  let token = randomHex(16);
  while (db.sessions.get(token)) token = randomHex(16);
  return token;
}

export interface SignInOptions {
  /**
   * The password the member typed on a username login (section 4: the forced change follows the
   * typed password). Absent for SMS logins, registrations, trial accounts and phone resets, which
   * never force a change.
   */
  typedPassword?: string;
}

/**
 * Whether a username login must change the password before anything else: the typed password is
 * the default `{secret}`, or the password is expired while password expiry (PASSEXPIRY3) is on.
 */
export function mustChangePasswordAfter(
  env: Pick<AccountsEnv, 'clock' | 'config'>,
  member: MemberRecord,
  options: SignInOptions,
): boolean {
  if (options.typedPassword === undefined || member.type === trialAccountType) return false;
  return isDefaultPassword(options.typedPassword) || isPasswordExpired(env, member);
}

/**
 * Signs a member in: a new session (a guest session for trial accounts) that records where the
 * request came from, and the login result the portal acts on (first-login call, forced password
 * change). A member who must change the password gets a restricted session (core/session-life.ts).
 * Beyond `sessionsPerMember` sessions the oldest end; the member's expired sessions are purged.
 */
export async function signIn(
  env: AccountsEnv,
  member: MemberRecord,
  from: RequestContext,
  options: SignInOptions = {},
): Promise<Schemas['LoginResult']> {
  const nowMs = env.clock.nowMs();
  const own = env.db.sessionsOf(member.id);
  const live = own.filter((s) => !isSessionExpired(env.config, s, nowMs));
  for (const s of own) if (!live.includes(s)) await env.db.sessions.remove(s.id);
  for (const s of sessionsOverCap(live, env.config.sessionsPerMember))
    await env.db.sessions.remove(s.id);

  const token = newToken(env.db);
  const now = env.clock.iso();
  const mustChangePassword = mustChangePasswordAfter(env, member, options);
  await env.db.sessions.insert({
    id: token,
    memberId: member.id,
    kind: member.type === trialAccountType ? 'guest' : 'member',
    createdAt: now,
    lastSeenAt: now,
    ...from,
    ...(mustChangePassword ? { mustChangePassword } : {}),
  });
  await env.db.members.update(member.id, (m) => {
    m.lastLoginAt = now;
  });
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: isPasswordExpired(env, member),
    userName: member.account,
    defaultPassword:
      options.typedPassword !== undefined && isDefaultPassword(options.typedPassword),
  };
}

/** Ends the member's sessions except `keep`; their tokens answer 401 `not_logged_in` from then on. */
export async function endOtherSessions(
  db: Db,
  memberId: number,
  keep: string | null,
): Promise<void> {
  for (const s of db.sessionsOf(memberId)) if (s.id !== keep) await db.sessions.remove(s.id);
}

/** Logout: ends this session and every other session of the same member. */
export async function signOut(db: Db, token: string): Promise<void> {
  const session = db.sessions.get(token);
  if (!session) return;
  await endOtherSessions(db, session.memberId, null);
}

/** After a password change: the current session becomes a full one; every other session ends. */
export async function afterPasswordChange(
  db: Db,
  memberId: number,
  current: string,
): Promise<void> {
  await endOtherSessions(db, memberId, current);
  if (db.sessions.get(current)?.mustChangePassword)
    await db.sessions.update(current, (s) => {
      delete s.mustChangePassword;
    });
}
