import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import type { TestBackend } from '../../testing/test-backend';
import { lastCodeTo, login, smallBackend, valueOf } from './test-support';
import { referralCodeOf } from './rules/referral-codes';

let t: TestBackend;
beforeEach(async () => {
  t = await smallBackend();
});

async function codeFor(mobile: string, username?: string): Promise<string> {
  const sent = await t.call('requestRegisterSmsCode', {
    body: { countryDialingCode: '+63', mobileNo: mobile, ...(username ? { username } : {}) },
  });
  expect(sent.status).toBe(200);
  return lastCodeTo(t, `+63${mobile}`);
}

const registration = (
  username: string,
  mobileNum: string,
  verificationCode: string,
  extra: Record<string, unknown> = {},
) => ({
  username,
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  mobileNum,
  countryDialingCode: '+63',
  verificationCode,
  login: true,
  ...extra,
});

describe('registration', () => {
  it('registers under an agent by invitation code, signs in at once, and logs in again later', async () => {
    const agent = t.backend.db.memberByAccount('demoagent');
    const check = valueOf<Schemas['AffiliateCodeCheck']>(
      await t.call('checkAffiliateCode', { query: { code: 'demoagent' } }),
    );
    expect(check).toEqual({
      code: 'DEMOAGENT',
      valid: true,
      agent: { agentId: String(agent?.id), displayName: 'Demo agent' },
    });

    const created = await t.call('register', {
      body: registration('luckystar7', '9175550001', await codeFor('9175550001', 'luckystar7'), {
        affiliateCode: 'DEMOAGENT',
      }),
    });
    expect(created.status).toBe(201);
    const first = valueOf<Schemas['LoginResult']>(created);
    expect(first).toMatchObject({
      userName: 'luckystar7',
      firstTimeLogin: true,
      passwordExpired: false,
    });

    const info = valueOf<Schemas['MemberInfo']>(
      await t.call('getMemberInfo', { token: first.token }),
    );
    expect(info).toMatchObject({
      account: 'luckystar7',
      type: 0,
      toUpline: true,
      mobileNum: '9175***001',
      hasPaymentPassword: false,
    });
    expect(t.backend.db.members.get(info.id)?.uplineId).toBe(agent?.id);
    expect(referralCodeOf(t.backend.db, info.id)).toBe('LUCKYSTAR7');

    // First login until the portal records it; then a normal login.
    expect(
      valueOf<Schemas['LoginResult']>(await login(t, 'luckystar7', 'Passw0rd')).firstTimeLogin,
    ).toBe(true);
    expect((await t.call('markFirstLogin', { token: first.token })).status).toBe(200);
    expect((await t.call('markFirstLogin', { token: first.token })).status).toBe(200);
    expect(
      valueOf<Schemas['LoginResult']>(await login(t, 'LuckyStar7', 'Passw0rd')).firstTimeLogin,
    ).toBe(false);
    expect(t.violations).toEqual([]);
  });

  it('binds a mobile number to one member', async () => {
    const code = await codeFor('9175550002');
    expect(
      (await t.call('register', { body: registration('firstuser1', '9175550002', code) })).status,
    ).toBe(201);
    expect(
      await t.call('register', { body: registration('seconduser1', '9175550002', code) }),
    ).toMatchObject({ status: 409, body: { code: 'mobile_taken' } });
    expect(t.violations).toEqual([]);
  });

  it('gives exactly one of concurrent registrations of the same username the account', async () => {
    t.backend.config.flags.SMSVERIF3 = false;
    const before = t.backend.db.members.size;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('register', { body: registration('racer01', `917555010${i}`, '') }),
      ),
    );
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      attempts.filter((r) => r.status === 409 && r.body.code === 'username_taken'),
    ).toHaveLength(5);
    expect(t.backend.db.members.size).toBe(before + 1);
    expect(t.violations).toEqual([]);
  });

  it('registers on the mobile tab with a referral link and signs in by the number', async () => {
    const mobile = '9175550003';
    const created = await t.call('registerMobile', {
      body: {
        ...registration(mobile, mobile, await codeFor(mobile)),
        referralCode: 'DEMOSUBAGENT',
        registerUrl: 'https://portal.example.test/register?referralCode=DEMOSUBAGENT',
        registerMethod: 'WEB',
      },
    });
    expect(created.status).toBe(201);
    const member = t.backend.db.memberByAccount(mobile);
    expect(member?.uplineId).toBe(t.backend.db.memberByAccount('demosubagent')?.id);
    t.backend.clock.advance(t.backend.config.smsResendSeconds * 1000);
    await t.call('requestLoginSmsCode', { body: { mobileNum: mobile, countryDialingCode: '+63' } });
    const signedIn = await login(t, mobile, lastCodeTo(t, `+63${mobile}`), {
      type: 'sms',
      countryDialingCode: '+63',
    });
    expect(valueOf<Schemas['LoginResult']>(signedIn).userName).toBe(mobile);
    expect(t.violations).toEqual([]);
  });

  it('refuses an unknown invitation code and changes nothing', async () => {
    const before = t.backend.db.members.size;
    const refused = await t.call('register', {
      body: registration('nocode01', '9175550004', await codeFor('9175550004'), {
        affiliateCode: 'NOSUCH99',
      }),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'invitation_code_error', field: 'body.affiliateCode' },
    });
    expect(t.backend.db.members.size).toBe(before);
    expect(t.violations).toEqual([]);
  });
});
