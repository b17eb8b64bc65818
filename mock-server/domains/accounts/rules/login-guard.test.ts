import { describe, expect, it } from 'vitest';
import {
  captchaRequiredFor,
  clearLoginFailures,
  loginGuardKey,
  loginLockFailure,
  maxLoginGuards,
  recordLoginFailure,
} from './login-guard';
import { emptyEnv } from '../test-support';

describe('login guard', () => {
  it('asks for a captcha after a failure until a success, per name', async () => {
    const env = emptyEnv();
    const key = loginGuardKey('username', ' DemoPlayer ');
    expect(key).toBe('demoplayer');
    expect(captchaRequiredFor(env, key)).toBe(false);
    await recordLoginFailure(env, key);
    await recordLoginFailure(env, key);
    expect(captchaRequiredFor(env, key)).toBe(true);
    expect(env.db.loginGuards.get(key)?.failures).toBe(2);
    expect(captchaRequiredFor(env, 'demovip')).toBe(false);
    await clearLoginFailures(env.db, key);
    expect(captchaRequiredFor(env, key)).toBe(false);
    expect(loginGuardKey('sms', '+639171234567')).toBe('sms:+639171234567');
  });

  it('locks a name after loginMaxFailures failures in a row, for loginLockMinutes', async () => {
    const env = emptyEnv();
    const key = loginGuardKey('username', 'nobody-here');
    for (let i = 1; i < env.config.loginMaxFailures; i += 1) {
      await recordLoginFailure(env, key);
      expect(loginLockFailure(env, key)).toBeNull();
    }
    await recordLoginFailure(env, key);
    expect(loginLockFailure(env, key)).toMatchObject({
      status: 429,
      envelope: { code: 'account_locked', value: { retryAfterSeconds: 900 } },
    });
    env.clock.advance(15 * 60_000);
    expect(loginLockFailure(env, key)).toBeNull();
    // An ended lock starts the count again.
    await recordLoginFailure(env, key);
    expect(env.db.loginGuards.get(key)?.failures).toBe(1);
    expect(loginLockFailure(env, key)).toBeNull();
  });

  it('follows the configured limit and lock length', async () => {
    const env = emptyEnv();
    env.config.loginMaxFailures = 2;
    env.config.loginLockMinutes = 1;
    await recordLoginFailure(env, 'a');
    await recordLoginFailure(env, 'a');
    expect(loginLockFailure(env, 'a')?.envelope.value?.retryAfterSeconds).toBe(60);
  });

  it('forgets a failure a lock window later: no captcha, and the count starts again', async () => {
    const env = emptyEnv();
    await recordLoginFailure(env, 'b');
    env.clock.advance(15 * 60_000);
    expect(captchaRequiredFor(env, 'b')).toBe(false);
    await recordLoginFailure(env, 'b');
    expect(env.db.loginGuards.get('b')?.failures).toBe(1);
  });

  it('never holds more than maxLoginGuards rows: expired ones first, then the oldest', async () => {
    const env = emptyEnv();
    await recordLoginFailure(env, 'stale');
    env.clock.advance(16 * 60_000);
    for (let i = 1; i < maxLoginGuards; i += 1) await recordLoginFailure(env, `name${i}`);
    expect(env.db.loginGuards.size).toBe(maxLoginGuards);
    await recordLoginFailure(env, 'one-more');
    expect(env.db.loginGuards.size).toBe(maxLoginGuards);
    expect(env.db.loginGuards.get('stale')).toBeUndefined();
    env.clock.advance(1000);
    await recordLoginFailure(env, 'and-another');
    expect(env.db.loginGuards.size).toBe(maxLoginGuards);
    expect(env.db.loginGuards.get('name1')).toBeUndefined();
    expect(env.db.loginGuards.get('and-another')).toBeDefined();
  });
});
