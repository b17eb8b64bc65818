import { describe, expect, it } from 'vitest';
import {
  captchaRequiredFor,
  clearLoginFailures,
  loginGuardKey,
  recordLoginFailure,
} from './login-guard';
import { emptyEnv } from '../test-support';

describe('login guard', () => {
  it('asks for a captcha after a failure until a success, per name', async () => {
    const env = emptyEnv();
    const key = loginGuardKey('username', ' DemoPlayer ');
    expect(key).toBe('demoplayer');
    expect(captchaRequiredFor(env.db, key)).toBe(false);
    await recordLoginFailure(env, key);
    await recordLoginFailure(env, key);
    expect(captchaRequiredFor(env.db, key)).toBe(true);
    expect(env.db.loginGuards.get(key)?.failures).toBe(2);
    expect(captchaRequiredFor(env.db, 'demovip')).toBe(false);
    await clearLoginFailures(env.db, key);
    expect(captchaRequiredFor(env.db, key)).toBe(false);
    expect(loginGuardKey('sms', '+639171234567')).toBe('sms:+639171234567');
  });
});
