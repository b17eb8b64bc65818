import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { inboxMessages } from './rules/inbox';
import { login, smallBackend, solvedCaptcha, valueOf } from './test-support';

/**
 * Issue 14: credential guessing stopped (payment password and login locks), limits keyed on the
 * connection's address, no phone enumeration, floods bounded. The clock is frozen: only
 * clock.advance moves it.
 */
let t: TestBackend;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await smallBackend();
});
afterEach(() => {
  vi.useRealTimers();
});

const minute = 60_000;
const freshMember = async (body: Record<string, unknown> = {}) => {
  const made = await t.call('createSandboxMember', {
    body: { type: 0, upline: 'demoagent', balance: 500, paymentPassword: '123456', ...body },
  });
  const { account } = valueOf<{ account: string }>(made);
  return { account, token: await t.tokenFor(account) };
};
let rid = 0;
const requestId = () => `guard-request-${(rid += 1)}`;
const payee = { bankName: 'BDO', accountName: 'Guard Test', accountNumber: '004455667890' };

describe('the payment-password lock, one for every operation that checks it', () => {
  it('counts wrong tries across operations; the 5th locks; even the right one is refused until the lock ends', async () => {
    const { token } = await freshMember();
    const withdraw = (paymentPassword: string) =>
      t.call('createWithdrawal', {
        token,
        body: { amount: 100, paymentPassword, payeeAccount: payee, requestId: requestId() },
      });
    const up = (paymentPassword: string) =>
      t.call('transferToUpline', {
        token,
        body: { amount: 1, paymentPassword, requestId: requestId() },
      });
    const convert = (paymentPassword: string) =>
      t.call('convertPoints', {
        token,
        body: { points: 1000, paymentPassword, requestId: requestId() },
      });
    const change = (oldPaymentPassword: string) =>
      t.call('setPaymentPassword', {
        token,
        body: {
          oldPaymentPassword,
          newPaymentPassword: '654321',
          confirmNewPaymentPassword: '654321',
        },
      });
    for (const wrong of [withdraw, up, convert, change])
      expect((await wrong('000000')).body.code).toBe('payment_password_invalid');
    const fifth = await withdraw('999999');
    expect(fifth).toMatchObject({
      status: 429,
      body: {
        code: 'payment_password_locked',
        field: 'body.paymentPassword',
        value: { retryAfterSeconds: 900 },
      },
    });
    const balanceBefore = JSON.stringify(t.backend.db.wallets.all());
    for (const right of [withdraw, up, convert])
      expect((await right('123456')).body.code).toBe('payment_password_locked');
    expect((await change('123456')).body).toMatchObject({
      code: 'payment_password_locked',
      field: 'body.oldPaymentPassword',
    });
    expect(JSON.stringify(t.backend.db.wallets.all())).toBe(balanceBefore);
    t.backend.clock.advance(14 * minute);
    expect((await up('123456')).body).toMatchObject({ value: { retryAfterSeconds: 60 } });
    t.backend.clock.advance(minute);
    expect((await up('123456')).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('a right password before the lock resets the count; the lock length is a sandbox setting', async () => {
    const { token } = await freshMember();
    const up = (paymentPassword: string) =>
      t.call('transferToUpline', {
        token,
        body: { amount: 1, paymentPassword, requestId: requestId() },
      });
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) expect((await up('000000')).status).toBe(400);
      expect((await up('123456')).status).toBe(200);
    }
    expect(
      (await t.call('setSandboxSettings', { body: { paymentPasswordLockMinutes: 2 } })).status,
    ).toBe(200);
    for (let i = 0; i < 5; i += 1) await up('000000');
    expect((await up('123456')).body).toMatchObject({ value: { retryAfterSeconds: 120 } });
  });
});

describe('the login lock', () => {
  it('locks a name after 5 failures, independent of the captcha: the right password is refused, then works again', async () => {
    const address = '198.51.100.200';
    const attempt = async (password: string) => {
      t.backend.clock.advance(1000);
      const captcha = await solvedCaptcha(t, address);
      return login(t, 'demovip', password, captcha);
    };
    expect((await login(t, 'demovip', 'wrong0000')).status).toBe(401);
    for (let i = 2; i <= 4; i += 1)
      expect((await attempt('wrong0000')).body.code).toBe('invalid_credentials');
    expect(await attempt('wrong0000')).toMatchObject({
      status: 429,
      body: { code: 'account_locked', value: { retryAfterSeconds: 900, captcha: true } },
    });
    expect((await attempt('demo1234')).body.code).toBe('account_locked');
    expect((await login(t, 'demovip', 'demo1234')).body.code).toBe('account_locked');
    t.backend.clock.advance(15 * minute);
    expect((await attempt('demo1234')).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('treats unknown names exactly like known ones', async () => {
    const run = async (name: string) => {
      const codes: (string | undefined)[] = [];
      codes.push((await login(t, name, 'wrong0000')).body.code);
      for (let i = 0; i < 4; i += 1) {
        t.backend.clock.advance(1000);
        codes.push((await login(t, name, 'wrong0000', await solvedCaptcha(t, 'x'))).body.code);
      }
      return codes;
    };
    expect(await run('demoplayer')).toEqual(await run('nosuchmember99'));
    expect(t.backend.db.loginGuards.get('nosuchmember99')?.lockedUntil).toBeTruthy();
  });
});

describe('limits keyed on the connection, not on client-chosen headers', () => {
  it('without --trust-proxy a new X-Forwarded-For or User-Agent does not buy another captcha', async () => {
    const direct = await createTestBackend(
      { sizes: { players: 4, agents: 1, slotGames: 10, betsPerMember: 1 } },
      { trustProxy: false },
    );
    const from = (xff: string, ua: string) =>
      direct.call('getCaptcha', {
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': xff, 'user-agent': ua },
      });
    expect((await from('198.51.100.1', 'a')).status).toBe(200);
    expect((await from('198.51.100.2', 'b')).status).toBe(429);
    // Another connection address is another client.
    expect((await direct.call('getCaptcha', { remoteAddress: '192.0.2.51' })).status).toBe(200);
  });
});

describe('phone numbers cannot be enumerated', () => {
  it('a number no member has gets the answers a member’s number gets, and nothing is sent to it', async () => {
    const ask = (mobileNum: string) =>
      t.call('requestLoginSmsCode', { body: { mobileNum, countryDialingCode: '+63' } });
    const known = await ask('9171234567');
    const unknown = await ask('9179990042');
    expect([unknown.status, Object.keys(unknown.body).sort(), unknown.body.value]).toEqual([
      known.status,
      Object.keys(known.body).sort(),
      known.body.value,
    ]);
    expect(inboxMessages(t.backend.db, '+639179990042')).toEqual([]);
    // The resend gap is the same too.
    expect([(await ask('9171234567')).status, (await ask('9179990042')).status]).toEqual([
      429, 429,
    ]);
    const reset = await t.call('resetPasswordByPhone', {
      body: {
        newPassword: 'N3wPassw0rd',
        mobileNum: '9179990042',
        countryDialingCode: '+63',
        verificationCode: '123456',
      },
    });
    expect(reset).toMatchObject({ status: 400, body: { code: 'invalid_verification_code' } });
    expect(t.violations).toEqual([]);
  });
});

describe('floods are bounded', () => {
  const freePlay = (n: number, address: string) =>
    t.call('freePlayLogin', {
      body: {
        os: 'Linux',
        platform: 'W',
        randomString: `flood-${address}-${n}`,
        gatewayVersion: 3,
      },
      headers: { 'x-forwarded-for': address },
    });

  it('free plays per address per hour, then 429 with retryAfterSeconds; other addresses go on', async () => {
    const limit = t.backend.config.freePlaysPerAddressPerHour;
    const trialsBefore = t.backend.db.members.all().filter((m) => m.type === 4).length;
    for (let i = 0; i < limit; i += 1) expect((await freePlay(i, '203.0.113.90')).status).toBe(200);
    const refused = await freePlay(limit, '203.0.113.90');
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(
      (refused.body as { value?: { retryAfterSeconds?: number } }).value?.retryAfterSeconds,
    ).toBeGreaterThan(0);
    expect(t.backend.db.members.all().filter((m) => m.type === 4).length).toBe(
      trialsBefore + limit,
    );
    expect((await freePlay(0, '203.0.113.91')).status).toBe(200);
    t.backend.clock.advance(60 * minute);
    expect((await freePlay(limit + 1, '203.0.113.90')).status).toBe(200);
    expect(t.violations).toEqual([]);
  });

  it('SMS codes per address across numbers, registrations and downline registrations', async () => {
    await t.call('setSandboxSettings', {
      body: { smsCodesPerAddressPerHour: 3, downlineRegistrationsPerAgentPerHour: 2 },
    });
    const code = (n: number) =>
      t.call('requestRegisterSmsCode', {
        body: { countryDialingCode: '+63', mobileNo: `91700001${String(n).padStart(2, '0')}` },
        headers: { 'x-forwarded-for': '203.0.113.92' },
      });
    for (let n = 0; n < 3; n += 1) expect((await code(n)).status).toBe(200);
    expect((await code(3)).body.code).toBe('too_many_requests');
    expect(inboxMessages(t.backend.db, '+639170000103')).toEqual([]);

    const agent = await t.tokenFor('demoagent');
    const register = (username: string) =>
      t.call('registerDownline', {
        token: agent,
        body: { username, password: 'abc12345', confirmPassword: 'abc12345', type: 0 },
      });
    expect((await register('floodone01')).status).toBe(201);
    expect((await register('floodtwo02')).status).toBe(201);
    expect((await register('floodthree03')).body.code).toBe('too_many_requests');
    expect(t.backend.db.memberByAccount('floodthree03')).toBeUndefined();
    expect(t.violations).toEqual([]);
  });

  it('failed logins per address across names, then 429 for every login from it', async () => {
    await t.call('setSandboxSettings', { body: { failedLoginsPerAddressPerHour: 5 } });
    const from = { 'x-forwarded-for': '203.0.113.93' };
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await t.call('login', {
            body: { username: `nobody${i}`, password: 'x1234567' },
            headers: from,
          })
        ).status,
      ).toBe(401);
    const refused = await t.call('login', {
      body: { username: 'demoplayer', password: 'demo1234' },
      headers: from,
    });
    expect(refused.body.code).toBe('too_many_requests');
    expect(t.backend.db.loginGuards.size).toBe(5);
    expect(
      (
        await t.call('login', {
          body: { username: 'demoplayer', password: 'demo1234' },
          headers: { 'x-forwarded-for': '203.0.113.94' },
        })
      ).status,
    ).toBe(200);
  });
});
