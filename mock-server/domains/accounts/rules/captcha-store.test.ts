import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaAlphabet } from './bitmap-font';
import { captchaLifetimeMs, captchaText, issueCaptcha, redeemCaptcha } from './captcha-store';
import { emptyEnv } from '../test-support';

async function issue(env: ReturnType<typeof emptyEnv>, client = 'c1') {
  const result = await issueCaptcha(env, client);
  if ('kind' in result) throw new Error(result.envelope.message);
  return { ...result, text: captchaText(env.db, result.captchaId) ?? '' };
}

// The mock's clock reads Date.now: frozen, so only clock.advance moves time and a slow machine
// cannot push an immediate second request past the one-second refresh gap.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('captcha store', () => {
  it('issues an id, a base64 PNG and an expiry, and remembers the text', async () => {
    const env = emptyEnv();
    const captcha = await issue(env);
    expect(captcha.captchaId).toMatch(/^cap_[0-9a-f]{16}$/);
    expect(Buffer.from(captcha.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Date.parse(captcha.expiresAt) - env.clock.nowMs()).toBe(captchaLifetimeMs);
    expect(captcha.text).toHaveLength(4);
    for (const char of captcha.text) expect(captchaAlphabet).toContain(char);
    expect(captchaText(env.db, 'cap_unknown')).toBeNull();
  });

  it('refuses a refresh by the same client within a second, not by another client', async () => {
    const env = emptyEnv();
    await issue(env, 'c1');
    expect(await issueCaptcha(env, 'c1')).toMatchObject({
      status: 429,
      envelope: { code: 'too_many_requests', value: { retryAfterSeconds: 1 } },
    });
    await issue(env, 'c2');
    env.clock.advance(1000);
    await issue(env, 'c1');
  });

  it('accepts the right text once, in any case, and nothing after expiry', async () => {
    const env = emptyEnv();
    const a = await issue(env);
    expect(await redeemCaptcha(env, a.captchaId, a.text.toLowerCase())).toBe(true);
    expect(await redeemCaptcha(env, a.captchaId, a.text)).toBe(false);

    env.clock.advance(1000);
    const b = await issue(env);
    expect(await redeemCaptcha(env, b.captchaId, 'ZZZZZ')).toBe(false);
    expect(await redeemCaptcha(env, b.captchaId, b.text)).toBe(false);

    env.clock.advance(1000);
    const c = await issue(env);
    env.clock.advance(captchaLifetimeMs);
    expect(await redeemCaptcha(env, c.captchaId, c.text)).toBe(false);
    expect(await redeemCaptcha(env, undefined, c.text)).toBe(false);
  });
});
