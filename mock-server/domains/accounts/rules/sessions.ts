import type { Schemas } from '../../../core/handler-types';
import { trialAccountType } from '../../../core/members';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import type { RequestContext } from '../../../core/request-context';
import type { AccountsEnv } from './accounts-env';
import { hasDefaultPassword, isPasswordExpired } from './password-policy';
import { randomHex } from './random-values';

/** A new session token: 16 random bytes as 32 hex characters. */
function newToken(db: Db): string {
  let token = randomHex(16);
  while (db.sessions.get(token)) token = randomHex(16);
  return token;
}

/**
 * Signs a member in: a new session (a guest session for trial accounts) that records where the
 * request came from, and the login result the portal acts on (first-login call, forced password
 * change).
 */
export async function signIn(
  env: AccountsEnv,
  member: MemberRecord,
  from: RequestContext,
): Promise<Schemas['LoginResult']> {
  const token = newToken(env.db);
  const now = env.clock.iso();
  await env.db.sessions.insert({
    id: token,
    memberId: member.id,
    kind: member.type === trialAccountType ? 'guest' : 'member',
    createdAt: now,
    ...from,
  });
  await env.db.members.update(member.id, (m) => {
    m.lastLoginAt = now;
  });
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: isPasswordExpired(env, member),
    userName: member.account,
    defaultPassword: hasDefaultPassword(member),
  };
}

/** Ends one session; the token answers 401 `not_logged_in` from then on. */
export async function signOut(db: Db, token: string): Promise<void> {
  await db.sessions.remove(token);
}
