import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import type { TestBackend } from '../../testing/test-backend';
import { lastCodeTo, login, smallBackend, solvedCaptcha, tokenOf, valueOf } from './test-support';
import { dayMs, minuteMs } from './rules/accounts-env';
import { demoAccounts } from '../../seed/demo-accounts';

let t: TestBackend;
beforeEach(async () => {
  // The mock's clock reads Date.now: frozen, so only clock.advance moves time (a retry-after of
  // exactly 40 s, a refresh within the captcha's one-second gap), however slow the machine.
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await smallBackend();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login, captcha and logout', () => {
  it('asks for a captcha after a failed login and signs in with the text of the image', async () => {
    const failed = await login(t, 'demoplayer', 'wrong1234');
    expect(failed).toMatchObject({
      status: 401,
      body: { code: 'invalid_credentials', value: { captcha: true } },
    });
    expect(await login(t, 'demoplayer', 'demo1234')).toMatchObject({
      status: 400,
      body: { code: 'captcha_required' },
    });

    const wrong = await solvedCaptcha(t, '203.0.113.1');
    expect(
      await login(t, 'demoplayer', 'demo1234', { captchaId: wrong.captchaId, captcha: 'ZZZZ' }),
    ).toMatchObject({
      status: 401,
      body: { code: 'captcha_invalid', value: { captcha: true } },
    });
    // The image answered its one attempt: its right text is no good any more.
    expect(await login(t, 'demoplayer', 'demo1234', wrong)).toMatchObject({
      status: 401,
      body: { code: 'captcha_invalid' },
    });

    t.backend.clock.advance(1000);
    const right = await solvedCaptcha(t, '203.0.113.1');
    const result = valueOf<Schemas['LoginResult']>(
      await login(t, 'demoplayer', 'demo1234', { ...right, captcha: right.captcha.toLowerCase() }),
    );
    expect(result).toMatchObject({
      userName: 'demoplayer',
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
    });
    expect(result.token).toMatch(/^[0-9a-f]{32}$/);
    // Signed in: the requirement is gone.
    expect((await login(t, 'demoplayer', 'demo1234')).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('answers the captcha as a base64 PNG in value, its id in X-Captcha-Id', async () => {
    const issued = await t.call('getCaptcha', { headers: { 'x-forwarded-for': '203.0.113.2' } });
    const png = Buffer.from(valueOf<Schemas['CaptchaImage']>(issued), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    const captchaId = issued.headers.get('X-Captcha-Id');
    expect(captchaId).toMatch(/^cap_[0-9a-f]{16}$/);
    expect(
      (await t.call('getCaptchaAnswer', { path: { captchaId: captchaId ?? '' } })).status,
    ).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it("ends the session on logout, and the member's other sessions with it", async () => {
    const token = await tokenOf(t, 'demovip');
    const other = await tokenOf(t, 'demovip');
    const stranger = await tokenOf(t, 'demoplayer');
    expect((await t.call('getMemberInfo', { token })).status).toBe(200);
    expect((await t.call('logout', { token })).status).toBe(200);
    expect(await t.call('getMemberInfo', { token })).toMatchObject({
      status: 401,
      body: { code: 'not_logged_in' },
    });
    expect(await t.call('logout', { token })).toMatchObject({ status: 401 });
    expect((await t.call('getMemberInfo', { token: other })).status).toBe(401);
    expect((await t.call('getMemberInfo', { token: stranger })).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('gives concurrent logins their own tokens', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => login(t, 'demoagent', 'demo1234')),
    );
    const tokens = results.map((r) => valueOf<Schemas['LoginResult']>(r).token);
    expect(new Set(tokens).size).toBe(8);
    const agent = t.backend.db.memberByAccount('demoagent');
    expect(t.backend.db.sessions.all().filter((s) => s.memberId === agent?.id)).toHaveLength(8);
    expect(t.violations).toEqual([]);
  });

  it('forces a password change for demodefault and demoexpired until they change it', async () => {
    const forced = valueOf<Schemas['LoginResult']>(await login(t, 'demodefault', '{secret}'));
    expect(forced).toMatchObject({ defaultPassword: true });
    const expired = valueOf<Schemas['LoginResult']>(await login(t, 'demoexpired', 'demo1234'));
    expect(expired).toMatchObject({ passwordExpired: true, defaultPassword: false });
    expect(
      valueOf<Schemas['MemberInfo']>(await t.call('getMemberInfo', { token: expired.token }))
        .passwordExpired,
    ).toBe(true);

    const change = await t.call('changePassword', {
      token: expired.token,
      body: { oldPassword: 'demo1234', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' },
    });
    expect(change.status).toBe(200);
    // The session stays valid; the next login is a normal one.
    expect(
      valueOf<Schemas['MemberInfo']>(await t.call('getMemberInfo', { token: expired.token }))
        .passwordExpired,
    ).toBe(false);
    expect(
      valueOf<Schemas['LoginResult']>(await login(t, 'demoexpired', 'Fresh2026')),
    ).toMatchObject({ passwordExpired: false });
    expect((await login(t, 'demoexpired', 'demo1234')).status).toBe(401);
    expect(t.violations).toEqual([]);
  });

  it('expires passwords by age only while PASSEXPIRY3 is on', async () => {
    t.backend.clock.advance((t.backend.config.passwordMaxAgeDays + 1) * dayMs);
    expect(
      valueOf<Schemas['LoginResult']>(await login(t, 'demovip', 'demo1234')).passwordExpired,
    ).toBe(true);
    t.backend.config.flags.PASSEXPIRY3 = false;
    expect(
      valueOf<Schemas['LoginResult']>(await login(t, 'demovip', 'demo1234')).passwordExpired,
    ).toBe(false);
    expect(t.violations).toEqual([]);
  });

  it('creates one trial account for concurrent free-play requests with the same random string', async () => {
    const before = t.backend.db.members.size;
    const body = {
      os: 'Linux',
      platform: 'W',
      randomString: 'same-nonce-everywhere',
      gatewayVersion: 3,
    };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => t.call('freePlayLogin', { body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    expect(t.backend.db.members.size).toBe(before + 1);
    expect(t.violations).toEqual([]);
  });

  it('starts free play as a new trial member, who is refused the member centre', async () => {
    const guest = valueOf<Schemas['LoginResult']>(
      await t.call('freePlayLogin', {
        body: { os: 'Linux', platform: 'W', randomString: 'behaviour-nonce-1', gatewayVersion: 3 },
      }),
    );
    expect(guest).toMatchObject({
      firstTimeLogin: true,
      userName: expect.stringMatching(/^guest_/),
    });
    const info = valueOf<Schemas['MemberInfo']>(
      await t.call('getMemberInfo', { token: guest.token }),
    );
    expect(info).toMatchObject({ type: 4, account: guest.userName });
    expect(await t.call('listBets', { token: guest.token })).toMatchObject({
      status: 403,
      body: { code: 'in_need_true_account' },
    });
    expect(await t.call('getPlayerAvatar', { token: guest.token })).toMatchObject({ status: 404 });
    t.backend.config.flags.FREEPLAY3 = false;
    expect(
      await t.call('freePlayLogin', {
        body: { os: 'Linux', platform: 'W', randomString: 'behaviour-nonce-2', gatewayVersion: 3 },
      }),
    ).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    expect(t.violations).toEqual([]);
  });
});

describe('SMS codes', () => {
  const demoSms = { mobileNum: '9171234567', countryDialingCode: '+63' };
  const to = '+639171234567';

  it('throttles a number, then lets the code expire', async () => {
    t.backend.config.smsResendSeconds = 60;
    t.backend.config.smsExpiredMinutes = 5;
    const sent = await t.call('requestLoginSmsCode', { body: demoSms });
    expect(sent).toMatchObject({ status: 200, body: { value: { expiredMinutes: 5 } } });
    const firstCode = lastCodeTo(t, to);

    t.backend.clock.advance(20_000);
    expect(await t.call('requestLoginSmsCode', { body: demoSms })).toMatchObject({
      status: 429,
      body: { code: 'too_many_requests', value: { retryAfterSeconds: 40 } },
    });
    t.backend.clock.advance(40_000);
    expect((await t.call('requestLoginSmsCode', { body: demoSms })).status).toBe(200);
    const secondCode = lastCodeTo(t, to);

    // The newer code replaced the older one.
    const smsLogin = (password: string) =>
      login(t, demoSms.mobileNum, password, { type: 'sms', countryDialingCode: '+63' });
    if (firstCode !== secondCode) expect((await smsLogin(firstCode)).status).toBe(401);
    t.backend.clock.advance(5 * minuteMs);
    expect(await smsLogin(secondCode)).toMatchObject({
      status: 401,
      body: { code: 'code_expired' },
    });
    expect(t.violations).toEqual([]);
  });

  it('sends one code to concurrent requests for the same number, and throttles the rest', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('requestLoginSmsCode', { body: demoSms })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 429 && r.body.code === 'too_many_requests'),
    ).toHaveLength(4);
    expect(t.backend.db.inboxTo(to)).toHaveLength(1);
    expect(t.violations).toEqual([]);
  });

  it('signs in by SMS code once, only while SMS login is on', async () => {
    await t.call('requestLoginSmsCode', { body: demoSms });
    const code = lastCodeTo(t, to);
    const smsLogin = () =>
      login(t, demoSms.mobileNum, code, { type: 'sms', countryDialingCode: '+63' });
    expect(valueOf<Schemas['LoginResult']>(await smsLogin()).userName).toBe('demosms');
    expect(await smsLogin()).toMatchObject({
      status: 401,
      body: { code: 'invalid_verification_code' },
    });
    t.backend.config.flags.MOBILEVERCODELOGIN3 = false;
    expect(await smsLogin()).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    expect(t.violations).toEqual([]);
  });

  it('resets a password by phone and signs in with it', async () => {
    await t.call('requestLoginSmsCode', { body: demoSms });
    const reset = await t.call('resetPasswordByPhone', {
      body: { ...demoSms, newPassword: 'Phone2026', verificationCode: lastCodeTo(t, to) },
    });
    const result = valueOf<Schemas['LoginResult']>(reset);
    expect(result.userName).toBe('demosms');
    expect((await t.call('getMemberInfo', { token: result.token })).status).toBe(200);
    expect((await login(t, 'demosms', 'demo1234')).status).toBe(401);
    expect((await login(t, 'demosms', 'Phone2026', await solvedCaptcha(t, 'x'))).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('mails a reset link without changing the password', async () => {
    expect(
      (
        await t.call('resetPasswordByEmail', {
          body: { username: 'demoplayer', email: 'demoplayer@sandbox.test' },
        })
      ).status,
    ).toBe(200);
    const mails = t.backend.db.inboxTo('demoplayer@sandbox.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', purpose: 'passwordReset' });
    expect((await login(t, 'demoplayer', 'demo1234')).status).toBe(200);
    expect(t.violations).toEqual([]);
  });
});

describe('the session records where the sign-in came from', () => {
  it('keeps the address, device, language and user agent of the login request', async () => {
    const player = demoAccounts.find((a) => a.type === 0);
    if (!player) throw new Error('no demo player');
    const result = await t.call('login', {
      body: { username: player.account, password: player.password },
      query: { language: 'TH' },
      headers: { 'x-forwarded-for': '198.51.100.9', 'x-device': 'WEB', 'user-agent': 'probe/1' },
    });
    const { token } = valueOf<Schemas['LoginResult']>(result);
    expect(t.backend.db.sessions.get(token)).toMatchObject({
      address: '198.51.100.9',
      device: 'WEB',
      language: 'TH',
      userAgent: 'probe/1',
    });
  });
});
