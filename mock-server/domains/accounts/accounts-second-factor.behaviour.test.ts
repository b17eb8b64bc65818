import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import type { TestBackend } from '../../testing/test-backend';
import { minuteMs } from './rules/accounts-env';
import { lastCodeTo, smallBackend, valueOf } from './test-support';

/**
 * Second-factor login (issue 15) through the real pipeline: when the step is asked for, each
 * method's answer, resend, expiry, the guessing lock, and that SMS logins and known addresses pass.
 */
let t: TestBackend;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await smallBackend();
});
afterEach(() => {
  vi.useRealTimers();
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const demosmsPhone = '+639171234567';

const loginFrom = (address: string, username = 'demosms', password = 'demo1234') =>
  t.call('login', { body: { username, password }, headers: from(address) });

const setSecondFactor = async (body: Record<string, unknown>) =>
  valueOf<Schemas['SandboxSecondFactor']>(await t.call('setSecondFactor', { body }));

const challengeOf = (result: Awaited<ReturnType<typeof loginFrom>>) => {
  expect(result.status).toBe(202);
  return valueOf<Schemas['SecondFactorChallenge']>(result);
};

const verify = (challengeId: string, answer: string, address = '203.0.113.7') =>
  t.call('verifySecondFactor', { body: { challengeId, answer }, headers: from(address) });

describe('when a login asks for the second factor', () => {
  it('never while the mode is off (the default), from any address', async () => {
    expect((await loginFrom('198.51.100.50')).status).toBe(200);
    expect(t.backend.db.secondFactorChallenges.size).toBe(0);
  });

  it('with newAddress: the usual address signs in, a new one gets a phone code, then is known', async () => {
    await setSecondFactor({ account: 'demosms', mode: 'newAddress' });
    expect((await loginFrom('127.0.0.1')).status).toBe(200);

    const challenge = challengeOf(await loginFrom('203.0.113.7'));
    expect(challenge).toMatchObject({
      method: 'phone',
      hint: '+639171***567',
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
      userName: 'demosms',
    });
    expect(t.backend.db.sessions.all().filter((s) => s.address === '203.0.113.7')).toEqual([]);

    const code = lastCodeTo(t, demosmsPhone);
    const wrong = await verify(challenge.challengeId, code === '000000' ? '111111' : '000000');
    expect(wrong).toMatchObject({
      status: 401,
      body: { code: 'invalid_verification_code', field: 'body.answer' },
    });
    const passed = await verify(challenge.challengeId, code);
    const { token } = valueOf<Schemas['LoginResult']>(passed);
    expect(t.backend.db.sessions.get(token)?.address).toBe('203.0.113.7');

    // Single use, and the address is known from now on.
    expect((await verify(challenge.challengeId, code)).body.code).toBe('code_expired');
    expect((await loginFrom('203.0.113.7')).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('a member that never signed in trusts its first address', async () => {
    const made = await t.call('createSandboxMember', { body: { type: 0, prefix: 'tofu' } });
    const { account, password } = made.body.value as { account: string; password: string };
    await setSecondFactor({ account, mode: 'newAddress' });
    expect((await loginFrom('198.51.100.1', account, password)).status).toBe(200);
    expect(challengeOf(await loginFrom('198.51.100.2', account, password)).method).toBe(
      'authenticator',
    );
  });

  it('an SMS login is the phone proof itself: no step, and its address becomes known', async () => {
    await setSecondFactor({ account: 'demosms', mode: 'newAddress' });
    await t.call('requestLoginSmsCode', {
      body: { mobileNum: '9171234567', countryDialingCode: '+63' },
      headers: from('203.0.113.30'),
    });
    const sms = await t.call('login', {
      body: {
        username: '9171234567',
        password: lastCodeTo(t, demosmsPhone),
        type: 'sms',
        countryDialingCode: '+63',
      },
      headers: from('203.0.113.30'),
    });
    expect(sms.status).toBe(200);
    expect((await loginFrom('203.0.113.30')).status).toBe(200);
  });
});

describe('the methods', () => {
  it('email: the code goes to the bound address', async () => {
    await setSecondFactor({ account: 'demoplayer', mode: 'always', method: 'email' });
    const challenge = challengeOf(await loginFrom('127.0.0.1', 'demoplayer'));
    expect(challenge).toMatchObject({ method: 'email', hint: 'de***@sandbox.test' });
    const code = lastCodeTo(t, 'demoplayer@sandbox.test');
    expect((await verify(challenge.challengeId, code)).status).toBe(200);
  });

  it('bankAccountName: the real name, case and spaces aside', async () => {
    await setSecondFactor({ account: 'demovip', mode: 'always', method: 'bankAccountName' });
    const challenge = challengeOf(await loginFrom('127.0.0.1', 'demovip'));
    expect(challenge.hint).toBe('');
    expect((await verify(challenge.challengeId, 'Victoria Ipp')).status).toBe(401);
    expect((await verify(challenge.challengeId, '  victoria   IP ')).status).toBe(200);
  });

  it('authenticator: the code the control API shows, this step or the one before', async () => {
    const settings = await setSecondFactor({
      account: 'demoagent',
      mode: 'always',
      method: 'authenticator',
    });
    const challenge = challengeOf(await loginFrom('127.0.0.1', 'demoagent'));
    t.backend.clock.advance(30_000);
    expect((await verify(challenge.challengeId, settings.authenticatorCode)).status).toBe(200);
  });

  it('verificationCode: only once the member set one', async () => {
    expect(
      (
        await t.call('setSecondFactor', {
          body: { account: 'demomaster', mode: 'always', method: 'verificationCode' },
        })
      ).body,
    ).toMatchObject({ code: 'validation_error', field: 'body.method' });
    await setSecondFactor({
      account: 'demomaster',
      mode: 'always',
      method: 'verificationCode',
      verificationCode: 'Secret42',
    });
    const challenge = challengeOf(await loginFrom('127.0.0.1', 'demomaster'));
    expect((await verify(challenge.challengeId, 'Secret42')).status).toBe(200);
  });
});

describe('resend, expiry and the lock', () => {
  it('sends again once the wait is over; the old code stops working', async () => {
    await setSecondFactor({ account: 'demosms', mode: 'always' });
    const { challengeId } = challengeOf(await loginFrom('127.0.0.1'));
    const first = lastCodeTo(t, demosmsPhone);
    expect(await t.call('resendSecondFactorCode', { body: { challengeId } })).toMatchObject({
      status: 429,
      body: { code: 'too_many_requests', value: { retryAfterSeconds: 60 } },
    });
    t.backend.clock.advance(60_000);
    expect(
      valueOf<{ resendAfterSeconds: number; expiresInSeconds: number }>(
        await t.call('resendSecondFactorCode', { body: { challengeId } }),
      ),
    ).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 240 });
    const second = lastCodeTo(t, demosmsPhone);
    if (first !== second)
      expect((await verify(challengeId, first)).body.code).toBe('invalid_verification_code');
    expect((await verify(challengeId, second)).status).toBe(200);
  });

  it('expires five minutes after the login', async () => {
    await setSecondFactor({ account: 'demosms', mode: 'always' });
    const { challengeId } = challengeOf(await loginFrom('127.0.0.1'));
    const code = lastCodeTo(t, demosmsPhone);
    t.backend.clock.advance(5 * minuteMs);
    expect(await verify(challengeId, code)).toMatchObject({
      status: 401,
      body: { code: 'code_expired', field: 'body.challengeId' },
    });
  });

  it('wrong answers count as failed logins: the fifth locks the name, right password included', async () => {
    await setSecondFactor({
      account: 'demomaster',
      mode: 'always',
      method: 'verificationCode',
      verificationCode: 'Secret42',
    });
    const { challengeId } = challengeOf(await loginFrom('127.0.0.1', 'demomaster'));
    for (let i = 1; i <= 4; i += 1)
      expect((await verify(challengeId, `Wrong${i}`)).body.code).toBe('invalid_verification_code');
    expect(await verify(challengeId, 'Wrong5')).toMatchObject({
      status: 429,
      body: { code: 'account_locked' },
    });
    expect((await verify(challengeId, 'Secret42')).body.code).toBe('code_expired');
    expect((await loginFrom('127.0.0.1', 'demomaster')).body.code).toBe('account_locked');
    expect(t.violations).toEqual([]);
  });
});
