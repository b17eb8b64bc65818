import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { inboxMessages } from '../accounts/rules/inbox';
import { dayMs, excludeDirectly, memberIdOf, smallSeed } from './test-support';

let t: TestBackend;

beforeAll(async () => {
  t = await createTestBackend(smallSeed);
});
beforeEach(async () => {
  // The mock's clock reads Date.now: frozen, so only the sandbox clock moves time.
  vi.useFakeTimers({ toFake: ['Date'] });
  await t.restoreSeed();
  t.violations.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  expect(t.violations).toEqual([]);
});

const login = (username: string, password = 'demo1234') =>
  t.call('login', { body: { username, password, type: 'username' } });
const tokenOf = async (username: string) => {
  const signedIn = await login(username);
  expect(signedIn.status).toBe(200);
  return (signedIn.body.value as Schemas['LoginResult']).token;
};
const advanceMinutes = async (minutes: number) => {
  expect((await t.call('advanceSandboxClock', { body: { minutes } })).status).toBe(200);
};
const demoSms = { mobileNum: '9171234567', countryDialingCode: '+63' };
const smsCode = async () => {
  expect((await t.call('requestLoginSmsCode', { body: demoSms })).status).toBe(200);
  const code = inboxMessages(t.backend.db, '+639171234567')[0]?.code;
  if (!code) throw new Error('no SMS code sent');
  return code;
};

describe('a time-out', () => {
  it('ends every session of the member at once, and leaves other members signed in', async () => {
    const first = await tokenOf('demoplayer');
    const second = await tokenOf('demoplayer');
    const someoneElse = await tokenOf('demovip');
    const started = await t.call('startTimeOut', {
      token: first,
      body: { period: 'day', password: 'demo1234' },
    });
    expect(started).toMatchObject({
      status: 201,
      body: { value: { kind: 'timeOut', period: 'day' } },
    });
    for (const token of [first, second]) {
      expect(await t.call('getMemberInfo', { token })).toMatchObject({
        status: 401,
        body: { code: 'not_logged_in' },
      });
    }
    expect((await t.call('getMemberInfo', { token: someoneElse })).status).toBe(200);
  });

  it('refuses every login until it ends, then lets the member in again', async () => {
    const token = await tokenOf('demoplayer');
    const started = await t.call('startTimeOut', {
      token,
      body: { period: 'week', password: 'demo1234' },
    });
    const { endsAt } = started.body.value as Schemas['Exclusion'];
    expect(Date.parse(endsAt) - t.backend.clock.nowMs()).toBe(7 * dayMs);

    expect(await login('demoplayer')).toMatchObject({
      status: 403,
      body: { code: 'account_excluded', value: { endTime: endsAt, exclusionKind: 'timeOut' } },
    });
    await advanceMinutes(7 * 24 * 60 - 1);
    expect((await login('demoplayer')).body.code).toBe('account_excluded');
    await advanceMinutes(1);
    expect((await login('demoplayer')).status).toBe(200);
  });

  it('is told only to whoever knows the password', async () => {
    const token = await tokenOf('demoplayer');
    await t.call('startTimeOut', { token, body: { period: 'day', password: 'demo1234' } });
    expect(await login('demoplayer', 'not-the-password')).toMatchObject({
      status: 401,
      body: { code: 'invalid_credentials' },
    });
    expect(await login('nosuchplayer')).toMatchObject({
      status: 401,
      body: { code: 'invalid_credentials' },
    });
  });

  it('refuses the SMS login and the sign-in of a password reset by phone, password unchanged', async () => {
    const token = await tokenOf('demosms');
    await t.call('startTimeOut', { token, body: { period: 'day', password: 'demo1234' } });

    const sms = await t.call('login', {
      body: {
        username: demoSms.mobileNum,
        password: await smsCode(),
        type: 'sms',
        countryDialingCode: '+63',
      },
    });
    expect(sms).toMatchObject({ status: 403, body: { code: 'account_excluded' } });

    await advanceMinutes(1); // the SMS resend gap
    const reset = await t.call('resetPasswordByPhone', {
      body: { ...demoSms, newPassword: 'Phone2026', verificationCode: await smsCode() },
    });
    expect(reset).toMatchObject({ status: 403, body: { code: 'account_excluded' } });
    const member = t.backend.db.members.get(memberIdOf(t, 'demosms'));
    expect(member?.password).toBe('demo1234');
    expect(t.backend.db.sessions.all().filter((s) => s.memberId === member?.id)).toEqual([]);
  });

  it('needs the login password: a wrong one changes nothing and keeps the session', async () => {
    const token = await tokenOf('demoplayer');
    const before = JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables);
    expect(
      await t.call('startTimeOut', { token, body: { period: 'day', password: 'wrong-one' } }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_credentials', field: 'body.password' } });
    expect(JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables)).toBe(before);
    expect((await t.call('getMemberInfo', { token })).status).toBe(200);
  });
});

describe('a self-exclusion', () => {
  it('keeps the member out for six calendar months', async () => {
    const token = await tokenOf('demovip');
    const started = await t.call('startSelfExclusion', {
      token,
      body: { period: 'sixMonths', password: 'demo1234' },
    });
    const exclusion = started.body.value as Schemas['Exclusion'];
    expect(exclusion).toMatchObject({ kind: 'selfExclusion', period: 'sixMonths' });
    const start = new Date(exclusion.startedAt);
    expect(new Date(exclusion.endsAt).getUTCMonth()).toBe((start.getUTCMonth() + 6) % 12);

    await advanceMinutes(150 * 24 * 60);
    expect(await login('demovip')).toMatchObject({
      status: 403,
      body: {
        code: 'account_excluded',
        value: { endTime: exclusion.endsAt, exclusionKind: 'selfExclusion' },
      },
    });
  });

  it('cannot be shortened or lifted by the member; a longer one is taken', async () => {
    // A session that outlived the start (the API never leaves one; the table is set directly).
    const token = await t.tokenFor('demoplayer');
    const inForce = await excludeDirectly(t, 'demoplayer', {
      kind: 'selfExclusion',
      period: 'oneYear',
      endsInMs: 365 * dayMs,
    });
    expect((await t.call('getExclusion', { token })).body.value).toEqual({
      kind: 'selfExclusion',
      period: 'oneYear',
      startedAt: inForce.startedAt,
      endsAt: inForce.endsAt,
    });
    expect(
      await t.call('startTimeOut', { token, body: { period: 'month', password: 'demo1234' } }),
    ).toMatchObject({
      status: 409,
      body: { code: 'conflict', value: { endTime: inForce.endsAt } },
    });
    const longer = await t.call('startSelfExclusion', {
      token,
      body: { period: 'fiveYears', password: 'demo1234' },
    });
    expect(longer.status).toBe(201);
    expect((await login('demoplayer')).body).toMatchObject({
      code: 'account_excluded',
      value: { endTime: (longer.body.value as Schemas['Exclusion']).endsAt },
    });
  });
});

describe('getExclusion', () => {
  it('answers null when none is in force, also after one ended', async () => {
    const token = await tokenOf('demoplayer');
    expect((await t.call('getExclusion', { token })).body.value).toBeNull();
    await t.call('startTimeOut', { token, body: { period: 'day', password: 'demo1234' } });
    await advanceMinutes(24 * 60);
    const again = await tokenOf('demoplayer');
    expect((await t.call('getExclusion', { token: again })).body.value).toBeNull();
  });
});
