import {
  type ConformanceCase,
  type ConformanceCases,
  created,
  dates,
  invalid,
  lockedPaymentPassword,
  refused,
  ok,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { inboxMessages } from './rules/inbox';
import { encodeSocialCode } from './rules/social-codes';

/*
 * Happy path and refusals of every accounts operation, run by mock-server/contract-conformance.test.ts.
 * Refusals run one after another on the same backend (only happy cases of writes reset it), so each
 * builds what it needs; a case that switches a feature flag off comes last in its list.
 */

const demoSmsNumber = '9171234567';
const password = { password: 'Passw0rd', confirmPassword: 'Passw0rd' };
type Fields = Record<string, unknown>;

/** Request bodies: SMS codes, logins, registrations and password changes (numbers are +63). */
const ph = { countryDialingCode: '+63' };
const loginSmsTo = (mobileNum: string) => ({ mobileNum, ...ph });
const registerSmsTo = (mobileNo: string, more?: Fields) => ({ ...ph, mobileNo, ...more });
const smsLogin = (username: string, code: string) => ({
  username,
  password: code,
  type: 'sms',
  ...ph,
});
const freePlay = (randomString: string) => ({
  os: 'Linux',
  platform: 'W',
  randomString,
  gatewayVersion: 3,
});
/** A registration whose SMS code is not looked at before the rule under test. */
const registration = (username: string, mobileNum: string, more?: Fields) => ({
  username,
  ...password,
  mobileNum,
  verificationCode: '123456',
  login: true,
  ...more,
});
/** A registration with the mobile number as username (no password unless given in `more`). */
const mobileRegistration = (mobile: string, more?: Fields) => ({
  username: mobile,
  mobileNum: mobile,
  ...ph,
  verificationCode: '123456',
  login: true,
  registerUrl: 'https://portal.example.test/register',
  registerMethod: 'WEB',
  ...more,
});
/** demosms resets its password with an SMS code. */
const phoneReset = (more?: Fields) => ({
  newPassword: 'N3wPassw0rd',
  mobileNum: demoSmsNumber,
  ...ph,
  verificationCode: '123456',
  ...more,
});
const passwordChange = (old: string, next = 'N3wPassw0rd', confirm = next) => ({
  oldPassword: old,
  newPassword: next,
  confirmNewPassword: confirm,
});
const paymentPasswordChange = (old: string, next = '654321', confirm = next) => ({
  oldPaymentPassword: old,
  newPaymentPassword: next,
  confirmNewPaymentPassword: confirm,
});

/** The latest code the sandbox texted to `+63<mobile>`. */
function lastCode(t: TestBackend, mobile: string): string {
  return inboxMessages(t.backend.db, `+63${mobile}`)[0]?.code ?? '000000';
}

/** A code that is not `code`. */
const otherThan = (code: string) => (code === '111111' ? '222222' : '111111');

async function registerCode(t: TestBackend, mobile: string, username?: string): Promise<string> {
  const body = registerSmsTo(mobile, username ? { username } : {});
  await t.call('requestRegisterSmsCode', { body });
  return lastCode(t, mobile);
}

async function loginCode(t: TestBackend, mobile = demoSmsNumber): Promise<string> {
  await t.call('requestLoginSmsCode', { body: loginSmsTo(mobile) });
  return lastCode(t, mobile);
}

/** A token that was valid until its member logged out. */
async function endedSession(t: TestBackend) {
  const token = await t.tokenFor('demosubplayer');
  await t.call('logout', { token });
  return { authorization: `Bearer ${token}` };
}

const endedSessionCase = (body?: unknown): ConformanceCase =>
  refused('a token that was logged out', 401, 'not_logged_in', null, async (t) => ({
    headers: await endedSession(t),
    ...(body === undefined ? {} : { body }),
  }));

const switchedOff = (flag: string, request: ConformanceCase['request']): ConformanceCase =>
  refused(`${flag} switched off`, 403, 'feature_disabled', null, async (t) => {
    t.backend.config.flags[flag] = false;
    return typeof request === 'function' ? request(t) : (request ?? {});
  });

const week = dates('2026-01-01', '2026-01-07');

/**
 * A fresh player whose logins always ask for its verification code `CONF1234`, signed in up to its
 * second factor: the open challenge's id (and the member's account).
 */
async function secondFactorChallenge(t: TestBackend, method = 'verificationCode') {
  const made = await t.call('createSandboxMember', { body: { type: 0, prefix: 'sf' } });
  const { account, password: memberPassword } = made.body.value as {
    account: string;
    password: string;
  };
  await t.call('setSecondFactor', {
    body: { account, mode: 'always', method, verificationCode: 'CONF1234' },
  });
  const answer = await t.call('login', { body: { username: account, password: memberPassword } });
  const { challengeId } = answer.body.value as { challengeId: string };
  return { account, challengeId };
}

export const accountsCases: ConformanceCases = {
  login: {
    happy: [
      ok('username and password', null, {
        body: { username: 'demoplayer', password: 'demo1234', type: 'username' },
      }),
      ok('mobile number and SMS code', null, async (t) => ({
        body: smsLogin(demoSmsNumber, await loginCode(t)),
      })),
    ],
    refusals: [
      refused('wrong password', 401, 'invalid_credentials', null, {
        body: { username: 'demomaster', password: 'wrong1234' },
      }),
      refused('no captcha after a failed attempt', 400, 'captcha_required', null, async (t) => {
        await t.call('login', { body: { username: 'demovip', password: 'wrong1234' } });
        return { body: { username: 'demovip', password: 'demo1234' } };
      }),
      refused('wrong captcha text', 401, 'captcha_invalid', null, async (t) => {
        const captcha = await t.call('getCaptcha', {
          headers: { 'x-forwarded-for': '198.51.100.21' },
        });
        const captchaId = captcha.headers.get('X-Captcha-Id') ?? '';
        return {
          body: { username: 'demoagent', password: 'demo1234', captchaId, captcha: '????' },
        };
      }),
      refused('SMS code never sent', 401, 'invalid_verification_code', null, {
        body: smsLogin('9179990000', '123456'),
      }),
      switchedOff('MOBILEVERCODELOGIN3', { body: smsLogin(demoSmsNumber, '123456') }),
    ],
  },

  verifySecondFactor: {
    happy: [
      ok('the verification code the member set', null, async (t) => ({
        body: { challengeId: (await secondFactorChallenge(t)).challengeId, answer: 'CONF1234' },
      })),
    ],
    refusals: [
      refused('a wrong answer', 401, 'invalid_verification_code', null, async (t) => ({
        body: { challengeId: (await secondFactorChallenge(t)).challengeId, answer: 'WRONG999' },
      })),
      refused('a challenge never issued', 401, 'code_expired', null, {
        body: { challengeId: 'sf_never_issued_0000', answer: '123456' },
      }),
      refused('a challenge already passed', 401, 'code_expired', null, async (t) => {
        const { challengeId } = await secondFactorChallenge(t);
        await t.call('verifySecondFactor', { body: { challengeId, answer: 'CONF1234' } });
        return { body: { challengeId, answer: 'CONF1234' } };
      }),
    ],
  },

  resendSecondFactorCode: {
    happy: [
      ok('an email code once the wait is over', null, async (t) => {
        const made = await t.call('createSandboxMember', { body: { type: 0, prefix: 'sfm' } });
        const { account, password: memberPassword } = made.body.value as {
          account: string;
          password: string;
        };
        const token = await t.tokenFor(account);
        await t.call('updateMemberProfile', { body: { email: `${account}@sandbox.test` }, token });
        await t.call('setSecondFactor', { body: { account, mode: 'always', method: 'email' } });
        const answer = await t.call('login', {
          body: { username: account, password: memberPassword },
        });
        t.backend.clock.advance(61_000);
        return {
          body: { challengeId: (answer.body.value as { challengeId: string }).challengeId },
        };
      }),
    ],
    refusals: [
      invalid('a method that sends no code', null, async (t) => ({
        body: { challengeId: (await secondFactorChallenge(t)).challengeId },
      })),
      refused('a challenge never issued', 401, 'code_expired', null, {
        body: { challengeId: 'sf_never_issued_0000' },
      }),
    ],
  },

  socialLogin: {
    happy: [
      ok('a new Google account (social login switched on)', null, async (t) => {
        await t.call('setFeatureFlags', {
          body: { flags: { SOCIALLOGIN3: true, FACEBOOKLOGIN3: true, GOOGLELOGIN3: true } },
        });
        const state = 'conformance-state-0001';
        const code = encodeSocialCode({
          provider: 'google',
          sub: 'gg-conformance',
          name: 'Conformance Case',
          email: 'conformance@gmail.example',
          state,
          nonce: 'conformance-nonce',
          issuedAt: t.backend.clock.nowMs(),
        });
        return { body: { provider: 'google', code, state } };
      }),
    ],
    refusals: [
      refused(
        'social login switched off (the default)',
        403,
        'feature_disabled',
        null,
        async (t) => {
          await t.call('setFeatureFlags', { body: { flags: { SOCIALLOGIN3: false } } });
          return {
            body: { provider: 'facebook', code: 'sbx1.e30', state: 'conformance-state-0002' },
          };
        },
      ),
    ],
  },

  freePlayLogin: {
    happy: [ok('a guest trial session', null, { body: freePlay('conformance-nonce-1') })],
    refusals: [
      invalid('a replayed random string', null, async (t) => {
        const body = freePlay('conformance-replayed-nonce');
        await t.call('freePlayLogin', { body });
        return { body };
      }),
      switchedOff('FREEPLAY3', { body: freePlay('conformance-nonce-2') }),
    ],
  },

  logout: {
    happy: [ok('ends the session', 'demoplayer')],
    refusals: [endedSessionCase()],
  },

  requestLoginSmsCode: {
    happy: [
      ok("demosms's number", null, { body: loginSmsTo(demoSmsNumber) }),
      ok('a number no member has: the same answer, nothing sent', null, {
        body: loginSmsTo('9179990001'),
      }),
    ],
    refusals: [
      refused('a number too short for the mobile rule', 400, 'invalid_phone_number', null, {
        body: loginSmsTo('12345'),
      }),
      refused('a second code within the resend gap', 429, 'too_many_requests', null, async (t) => {
        await loginCode(t);
        return { body: loginSmsTo(demoSmsNumber) };
      }),
    ],
  },

  requestRegisterSmsCode: {
    happy: [
      ok('a free number', null, { body: registerSmsTo('9170000002', { username: 'newplayer01' }) }),
    ],
    refusals: [
      refused("a member's number", 409, 'mobile_taken', null, {
        body: registerSmsTo(demoSmsNumber),
      }),
      refused('a second code within the resend gap', 429, 'too_many_requests', null, async (t) => {
        await registerCode(t, '9170000012');
        return { body: registerSmsTo('9170000012') };
      }),
      switchedOff('SMSVERIF3', { body: registerSmsTo('9170000013') }),
    ],
  },

  getCaptcha: {
    happy: [ok('a new challenge', null, { headers: { 'x-forwarded-for': '198.51.100.10' } })],
    refusals: [
      refused('a refresh within a second', 429, 'too_many_requests', null, async (t) => {
        const headers = { 'x-forwarded-for': '198.51.100.11' };
        await t.call('getCaptcha', { headers });
        return { headers };
      }),
    ],
  },

  register: {
    happy: [
      created("with SMS code and demoagent's invitation code", null, async (t) => ({
        body: registration('newplayer01', '9170000002', {
          ...ph,
          verificationCode: await registerCode(t, '9170000002', 'newplayer01'),
          email: 'newplayer01@sandbox.test',
          affiliateCode: 'DEMOAGENT',
        }),
      })),
    ],
    refusals: [
      invalid('a username that breaks the rule', null, {
        body: registration('1player', '9170000020'),
      }),
      refused('a different confirmation', 400, 'password_mismatch', null, {
        body: registration('newplayer02', '9170000021', { confirmPassword: 'Passw0rd2' }),
      }),
      refused('a taken username', 409, 'username_taken', null, (t) => {
        const taken = t.backend.db.members
          .all()
          .find((m) => /^[a-z][a-z0-9]{5,15}$/.test(m.account));
        return { body: registration(taken?.account ?? 'missing', '9170000022') };
      }),
      refused('an unknown invitation code', 400, 'invitation_code_error', null, {
        body: registration('newplayer03', '9170000023', { affiliateCode: 'NOSUCHCODE1' }),
      }),
      refused('a wrong SMS code', 400, 'invalid_verification_code', null, async (t) => ({
        body: registration('newplayer04', '9170000024', {
          verificationCode: otherThan(await registerCode(t, '9170000024')),
        }),
      })),
      switchedOff('USERNAMEREG3', { body: registration('newplayer05', '9170000025') }),
    ],
  },

  registerMobile: {
    happy: [
      created('with SMS code, username = number', null, async (t) => ({
        body: mobileRegistration('9170000003', {
          ...password,
          verificationCode: await registerCode(t, '9170000003'),
          referralCode: 'DEMOSUBAGENT',
          registerUrl: 'https://portal.example.test/register?referralCode=DEMOSUBAGENT',
        }),
      })),
    ],
    refusals: [
      refused("demosms's number", 409, 'mobile_taken', null, {
        body: mobileRegistration(demoSmsNumber, password),
      }),
      invalid('no password while mobile-with-password is on', null, {
        body: mobileRegistration('9170000030'),
      }),
      switchedOff('MOBILEREG3', { body: mobileRegistration('9170000031', password) }),
    ],
  },

  checkAffiliateCode: {
    happy: [
      ok("demoagent's code", null, {
        query: { code: 'DEMOAGENT', domain: 'portal.example.test' },
      }),
      ok("a player's code (valid: false)", null, { query: { code: 'DEMOPLAYER' } }),
    ],
    refusals: [
      refused('an unknown code', 404, 'invitation_code_error', null, {
        query: { code: 'NOSUCHCODE1' },
      }),
      refused('a malformed code', 400, 'invitation_code_error', null, {
        query: { code: 'bad-code!' },
      }),
    ],
  },

  changePassword: {
    happy: [ok('demodefault leaves {secret}', 'demodefault', { body: passwordChange('{secret}') })],
    refusals: [
      refused('a wrong old password', 401, 'invalid_credentials', 'demoplayer', {
        body: passwordChange('wrong1234'),
      }),
      refused('a different confirmation', 400, 'password_mismatch', 'demoplayer', {
        body: passwordChange('demo1234', 'N3wPassw0rd', 'N3wPassw0rx'),
      }),
      refused('a password that breaks the rule', 400, 'password_rule', 'demoplayer', {
        body: passwordChange('demo1234', 'letters'),
      }),
    ],
  },

  resetPasswordByEmail: {
    happy: [
      ok('matching username and email', null, {
        body: { username: 'demoplayer', email: 'demoplayer@sandbox.test' },
      }),
    ],
    refusals: [
      refused("another member's email", 404, 'user_not_found', null, {
        body: { username: 'demoplayer', email: 'demovip@sandbox.test' },
      }),
      switchedOff('FORGOTPASS3', {
        body: { username: 'demovip', email: 'demovip@sandbox.test' },
      }),
    ],
  },

  resetPasswordByPhone: {
    happy: [
      ok('demosms with the code sent to its phone', null, async (t) => ({
        body: phoneReset({ verificationCode: await loginCode(t) }),
      })),
    ],
    refusals: [
      refused('a wrong code', 400, 'invalid_verification_code', null, async (t) => ({
        body: phoneReset({ verificationCode: otherThan(await loginCode(t)) }),
      })),
      refused(
        'a number no member has (answered like a wrong code)',
        400,
        'invalid_verification_code',
        null,
        { body: phoneReset({ mobileNum: '9179990002' }) },
      ),
      refused('a password that breaks the rule', 400, 'password_rule', null, {
        body: phoneReset({ newPassword: 'short' }),
      }),
      switchedOff('CHNGPASSVERIF3', { body: phoneReset() }),
    ],
  },

  markFirstLogin: {
    happy: [ok('records the first login', 'demoplayer')],
    refusals: [endedSessionCase()],
  },

  getMemberInfo: {
    happy: [ok('a player', 'demoplayer'), ok('a trial account (gets its info too)', 'demotrial')],
    refusals: [endedSessionCase()],
  },

  getMemberIcon: {
    happy: [ok('a chosen stock icon', 'demoplayer'), ok('the default icon', 'demodefault')],
    refusals: [endedSessionCase()],
  },

  getPlayerAvatar: {
    happy: [ok('a player', 'demovip')],
    refusals: [
      refused('a trial account has no avatar record', 404, 'not_found', 'demotrial'),
      endedSessionCase(),
    ],
  },

  updateLanguage: {
    happy: [ok('to TY', 'demoplayer', { body: { language: 'TY' } })],
    refusals: [endedSessionCase({ language: 'TY' })],
  },

  getMemberProfile: {
    happy: [ok('own profile', 'demoplayer')],
    refusals: [],
  },

  updateMemberProfile: {
    happy: [
      ok('nickname and occupation', 'demoplayer', {
        body: { nickname: 'Lucky Demo', occupation: 'Engineer', zalo: '' },
      }),
    ],
    refusals: [
      invalid('a birthday under the age of consent', 'demoplayer', {
        body: { birthday: '2020-01-01' },
      }),
      {
        name: 'markup in the nickname (shown to the upline)',
        as: 'demoplayer',
        request: { body: { nickname: '<img src=x onerror=alert(1)>' } },
        expect: { status: 400, code: 'validation_error', field: 'body.nickname' },
      },
    ],
  },

  setPaymentPassword: {
    happy: [ok('change with the old one', 'demoplayer', { body: paymentPasswordChange('123456') })],
    refusals: [
      refused('a wrong old payment password', 400, 'payment_password_invalid', 'demovip', {
        body: paymentPasswordChange('000000'),
      }),
      lockedPaymentPassword('setPaymentPassword', { type: 0 }, (pw) => paymentPasswordChange(pw)),
      refused('a different confirmation', 400, 'password_mismatch', 'demovip', {
        body: paymentPasswordChange('123456', '654321', '654320'),
      }),
      refused('not 6 digits', 400, 'password_rule', 'demovip', {
        body: paymentPasswordChange('123456', 'abcdef'),
      }),
    ],
  },

  listTransactions: {
    happy: [
      ok('the last 7 days', 'demoplayer'),
      ok('deposits of a week, paged', 'demovip', {
        query: { ...week, type: 'deposit', pageNo: 1, pageSize: 10 },
      }),
    ],
    refusals: [
      invalid('more than 90 days', 'demoplayer', { query: dates('2026-01-01', '2026-06-30') }),
    ],
  },

  listBets: {
    happy: [
      ok('the last 7 days', 'demoplayer'),
      ok('settled RNG bets, paged', 'demoplayer', {
        query: { gameType: 'RNG', status: 'settled', pageNo: 1, pageSize: 5 },
      }),
    ],
    refusals: [
      invalid('an end before the start', 'demoplayer', {
        query: dates('2026-01-07', '2026-01-01'),
      }),
    ],
  },

  getPersonalProfitLoss: {
    happy: [ok('the last 7 days', 'demoplayer')],
    refusals: [
      invalid('more than 90 days', 'demoplayer', { query: dates('2025-01-01', '2026-01-01') }),
    ],
  },

  getPlayerRank: {
    happy: [ok('a rank-6 VIP', 'demovip'), ok('a rank-2 player', 'demoplayer')],
    refusals: [],
  },

  listRankLevels: {
    happy: [ok('a visitor'), ok('a member', 'demoplayer')],
    refusals: [],
  },
};
