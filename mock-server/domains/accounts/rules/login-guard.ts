import type { Db } from '../../../db/create-db';
import type { AccountsEnv } from './accounts-env';

/** The key a login attempt is guarded under: the lower-case username, or the SMS number. */
export function loginGuardKey(kind: 'username' | 'sms', identifier: string): string {
  return kind === 'sms' ? `sms:${identifier}` : identifier.trim().toLowerCase();
}

/** After a failed attempt the next login of that name must carry a captcha. */
export function captchaRequiredFor(db: Db, key: string): boolean {
  return db.loginGuards.get(key)?.captchaRequired ?? false;
}

/** A failed attempt: count it and ask for a captcha from now on (also for unknown names, so
 * the answer does not tell which accounts exist). */
export async function recordLoginFailure(env: AccountsEnv, key: string): Promise<void> {
  const now = env.clock.iso();
  if (env.db.loginGuards.get(key)) {
    await env.db.loginGuards.update(key, (g) => {
      g.captchaRequired = true;
      g.failures += 1;
      g.lastFailureAt = now;
    });
  } else {
    await env.db.loginGuards.insert({
      id: key,
      captchaRequired: true,
      failures: 1,
      lastFailureAt: now,
    });
  }
}

/** A successful sign-in clears the requirement. */
export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  if (db.loginGuards.get(key)) await db.loginGuards.remove(key);
}
