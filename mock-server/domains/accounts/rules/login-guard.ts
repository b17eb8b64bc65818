import type { Db } from '../../../db/create-db';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { LoginGuardRecord } from '../records';
import { minuteMs, type AccountsEnv } from './accounts-env';

/**
 * Failed-login bookkeeping per login name, known or not (so the answers never tell which accounts
 * exist): after a failure the next login of the name needs a captcha; `loginMaxFailures` failures
 * in a row (sandbox setting, default 5) lock the name for `loginLockMinutes` (default 15),
 * independent of the captcha: while locked even the right password is refused (429
 * `account_locked` with `value.retryAfterSeconds`). A row expires a lock window after its last
 * failure (once its lock, if any, has ended), and the table never holds more than
 * `maxLoginGuards` rows: at the cap the expired rows go first, then the oldest.
 */
export const maxLoginGuards = 10_000;

/** The key a login attempt is guarded under: the lower-case username, or the SMS number. */
export function loginGuardKey(kind: 'username' | 'sms', identifier: string): string {
  return kind === 'sms' ? `sms:${identifier}` : identifier.trim().toLowerCase();
}

const lockMsOf = (env: Pick<AccountsEnv, 'config'>) => env.config.loginLockMinutes * minuteMs;

/** Whether a row still means anything at `nowMs`: locked, or failed within the last lock window. */
function isLive(env: Pick<AccountsEnv, 'config'>, guard: LoginGuardRecord, nowMs: number): boolean {
  if (guard.lockedUntil && Date.parse(guard.lockedUntil) > nowMs) return true;
  if (!guard.lastFailureAt) return false;
  return Date.parse(guard.lastFailureAt) + lockMsOf(env) > nowMs;
}

function liveGuard(env: AccountsEnv, key: string): LoginGuardRecord | undefined {
  const guard = env.db.loginGuards.get(key);
  return guard && isLive(env, guard, env.clock.nowMs()) ? guard : undefined;
}

/** After a failed attempt the next login of that name must carry a captcha. */
export function captchaRequiredFor(env: AccountsEnv, key: string): boolean {
  return liveGuard(env, key)?.captchaRequired ?? false;
}

/** 429 `account_locked` while the name is locked (the right password included), else null. */
export function loginLockFailure(env: AccountsEnv, key: string): Failure | null {
  const lockedUntil = env.db.loginGuards.get(key)?.lockedUntil;
  if (!lockedUntil) return null;
  const waitMs = Date.parse(lockedUntil) - env.clock.nowMs();
  if (waitMs <= 0) return null;
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  return fail(
    429,
    'account_locked',
    `too many failed logins; this account is locked for ${Math.ceil(retryAfterSeconds / 60)} more minutes`,
    { value: { retryAfterSeconds, captcha: true } },
  );
}

/** Makes room for one more row: expired rows go first, then the oldest failures. */
async function makeRoom(env: AccountsEnv): Promise<void> {
  const table = env.db.loginGuards;
  if (table.size < maxLoginGuards) return;
  const nowMs = env.clock.nowMs();
  const rows = table.all();
  for (const row of rows) if (!isLive(env, row, nowMs)) await table.remove(row.id);
  if (table.size < maxLoginGuards) return;
  const oldestFirst = table
    .all()
    .sort((a, b) => (a.lastFailureAt ?? '').localeCompare(b.lastFailureAt ?? ''));
  for (const row of oldestFirst.slice(0, table.size - maxLoginGuards + 1))
    await table.remove(row.id);
}

/**
 * A failed attempt: count it, ask for a captcha from now on and lock the name at the limit (also
 * for unknown names). An expired row (or an ended lock) starts the count again.
 */
export async function recordLoginFailure(env: AccountsEnv, key: string): Promise<void> {
  const nowMs = env.clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const current = env.db.loginGuards.get(key);
  const lockEnded = current?.lockedUntil ? Date.parse(current.lockedUntil) <= nowMs : false;
  const previous = current && isLive(env, current, nowMs) && !lockEnded ? current.failures : 0;
  const failures = previous + 1;
  const lockedUntil =
    failures >= env.config.loginMaxFailures ? new Date(nowMs + lockMsOf(env)).toISOString() : null;
  if (current) {
    await env.db.loginGuards.update(key, (g) => {
      g.captchaRequired = true;
      g.failures = failures;
      g.lastFailureAt = now;
      g.lockedUntil = lockedUntil;
    });
    return;
  }
  await makeRoom(env);
  await env.db.loginGuards.insert({
    id: key,
    captchaRequired: true,
    failures,
    lastFailureAt: now,
    lockedUntil,
  });
}

/** A successful sign-in clears the requirement and the count. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  if (db.loginGuards.get(key)) await db.loginGuards.remove(key);
}
