import {
  type ConformanceCase,
  type ConformanceCases,
  refused,
  ok,
} from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import { inboxMessages } from './rules/inbox';

/*
 * Happy path and refusals of every accounts operation, run by mock-server/contract-conformance.test.ts.
 * Refusals run one after another on the same backend (only happy cases of writes reset it), so each
 * builds what it needs; a case that switches a feature flag off comes last in its list.
 */

const demoSmsNumber = '9171234567';
const password = { password: 'Passw0rd', confirmPassword: 'Passw0rd' };

/** The latest code the sandbox texted to `+63<mobile>`. */
function lastCode(t: TestBackend, mobile: string): string {
  return inboxMessages(t.backend.db, `+63${mobile}`)[0]?.code ?? '000000';
}

async function registerCode(t: TestBackend, mobile: string, username?: string): Promise<string> {
  await t.call('requestRegisterSmsCode', {
    body: { countryDialingCode: '+63', mobileNo: mobile, ...(username ? { username } : {}) },
  });
  return lastCode(t, mobile);
}

async function loginCode(t: TestBackend, mobile = demoSmsNumber): Promise<string> {
  await t.call('requestLoginSmsCode', { body: { countryDialingCode: '+63', mobileNum: mobile } });
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

const week = { startDate: '2026-01-01', endDate: '2026-01-07' };

export const accountsCases: ConformanceCases = {
  login: {
    happy: [
      ok('username and password', null, {
        body: { username: 'demoplayer', password: 'demo1234', type: 'username' },
      }),
      ok('mobile number and SMS code', null, async (t) => ({
        body: {
          username: demoSmsNumber,
          password: await loginCode(t),
          type: 'sms',
          countryDialingCode: '+63',
        },
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
        body: {
          username: '9179990000',
          password: '123456',
          type: 'sms',
          countryDialingCode: '+63',
        },
      }),
      switchedOff('MOBILEVERCODELOGIN3', {
        body: {
          username: demoSmsNumber,
          password: '123456',
          type: 'sms',
          countryDialingCode: '+63',
        },
      }),
    ],
  },

  freePlayLogin: {
    happy: [
      ok('a guest trial session', null, {
        body: {
          os: 'Linux',
          platform: 'W',
          randomString: 'conformance-nonce-1',
          gatewayVersion: 3,
        },
      }),
    ],
    refusals: [
      refused('a replayed random string', 400, 'validation_error', null, async (t) => {
        const body = {
          os: 'Linux',
          platform: 'W',
          randomString: 'conformance-replayed-nonce',
          gatewayVersion: 3,
        };
        await t.call('freePlayLogin', { body });
        return { body };
      }),
      switchedOff('FREEPLAY3', {
        body: {
          os: 'Linux',
          platform: 'W',
          randomString: 'conformance-nonce-2',
          gatewayVersion: 3,
        },
      }),
    ],
  },

  logout: {
    happy: [ok('ends the session', 'demoplayer')],
    refusals: [endedSessionCase()],
  },

  requestLoginSmsCode: {
    happy: [
      ok("demosms's number", null, {
        body: { mobileNum: demoSmsNumber, countryDialingCode: '+63' },
      }),
    ],
    refusals: [
      refused('a number no member has', 404, 'user_not_found', null, {
        body: { mobileNum: '9179990001', countryDialingCode: '+63' },
      }),
      refused('a number too short for the mobile rule', 400, 'invalid_phone_number', null, {
        body: { mobileNum: '12345', countryDialingCode: '+63' },
      }),
      refused('a second code within the resend gap', 429, 'too_many_requests', null, async (t) => {
        await loginCode(t);
        return { body: { mobileNum: demoSmsNumber, countryDialingCode: '+63' } };
      }),
    ],
  },

  requestRegisterSmsCode: {
    happy: [
      ok('a free number', null, {
        body: { countryDialingCode: '+63', mobileNo: '9170000002', username: 'newplayer01' },
      }),
    ],
    refusals: [
      refused("a member's number", 409, 'mobile_taken', null, {
        body: { countryDialingCode: '+63', mobileNo: demoSmsNumber },
      }),
      refused('a second code within the resend gap', 429, 'too_many_requests', null, async (t) => {
        await registerCode(t, '9170000012');
        return { body: { countryDialingCode: '+63', mobileNo: '9170000012' } };
      }),
      switchedOff('SMSVERIF3', { body: { countryDialingCode: '+63', mobileNo: '9170000013' } }),
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
      ok(
        "with SMS code and demoagent's invitation code",
        null,
        async (t) => ({
          body: {
            username: 'newplayer01',
            ...password,
            mobileNum: '9170000002',
            countryDialingCode: '+63',
            verificationCode: await registerCode(t, '9170000002', 'newplayer01'),
            email: 'newplayer01@sandbox.test',
            affiliateCode: 'DEMOAGENT',
            login: true,
          },
        }),
        201,
      ),
    ],
    refusals: [
      refused('a username that breaks the rule', 400, 'validation_error', null, {
        body: {
          username: '1player',
          ...password,
          mobileNum: '9170000020',
          verificationCode: '123456',
          login: true,
        },
      }),
      refused('a different confirmation', 400, 'password_mismatch', null, {
        body: {
          username: 'newplayer02',
          password: 'Passw0rd',
          confirmPassword: 'Passw0rd2',
          mobileNum: '9170000021',
          verificationCode: '123456',
          login: true,
        },
      }),
      refused('a taken username', 409, 'username_taken', null, (t) => {
        const taken = t.backend.db.members
          .all()
          .find((m) => /^[a-z][a-z0-9]{5,15}$/.test(m.account));
        return {
          body: {
            username: taken?.account ?? 'missing',
            ...password,
            mobileNum: '9170000022',
            verificationCode: '123456',
            login: true,
          },
        };
      }),
      refused('an unknown invitation code', 400, 'invitation_code_error', null, {
        body: {
          username: 'newplayer03',
          ...password,
          mobileNum: '9170000023',
          verificationCode: '123456',
          affiliateCode: 'NOSUCHCODE1',
          login: true,
        },
      }),
      refused('a wrong SMS code', 400, 'invalid_verification_code', null, async (t) => {
        const code = await registerCode(t, '9170000024');
        return {
          body: {
            username: 'newplayer04',
            ...password,
            mobileNum: '9170000024',
            verificationCode: code === '111111' ? '222222' : '111111',
            login: true,
          },
        };
      }),
      switchedOff('USERNAMEREG3', {
        body: {
          username: 'newplayer05',
          ...password,
          mobileNum: '9170000025',
          verificationCode: '123456',
          login: true,
        },
      }),
    ],
  },

  registerMobile: {
    happy: [
      ok(
        'with SMS code, username = number',
        null,
        async (t) => ({
          body: {
            username: '9170000003',
            ...password,
            mobileNum: '9170000003',
            countryDialingCode: '+63',
            verificationCode: await registerCode(t, '9170000003'),
            referralCode: 'DEMOSUBAGENT',
            login: true,
            registerUrl: 'https://portal.example.test/register?referralCode=DEMOSUBAGENT',
            registerMethod: 'WEB',
          },
        }),
        201,
      ),
    ],
    refusals: [
      refused("demosms's number", 409, 'mobile_taken', null, {
        body: {
          username: demoSmsNumber,
          ...password,
          mobileNum: demoSmsNumber,
          countryDialingCode: '+63',
          verificationCode: '123456',
          login: true,
          registerUrl: 'https://portal.example.test/register',
          registerMethod: 'WEB',
        },
      }),
      refused('no password while mobile-with-password is on', 400, 'validation_error', null, {
        body: {
          username: '9170000030',
          mobileNum: '9170000030',
          countryDialingCode: '+63',
          verificationCode: '123456',
          login: true,
          registerUrl: 'https://portal.example.test/register',
          registerMethod: 'WEB',
        },
      }),
      switchedOff('MOBILEREG3', {
        body: {
          username: '9170000031',
          ...password,
          mobileNum: '9170000031',
          countryDialingCode: '+63',
          verificationCode: '123456',
          login: true,
          registerUrl: 'https://portal.example.test/register',
          registerMethod: 'WEB',
        },
      }),
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
    happy: [
      ok('demodefault leaves {secret}', 'demodefault', {
        body: {
          oldPassword: '{secret}',
          newPassword: 'N3wPassw0rd',
          confirmNewPassword: 'N3wPassw0rd',
        },
      }),
    ],
    refusals: [
      refused('a wrong old password', 401, 'invalid_credentials', 'demoplayer', {
        body: {
          oldPassword: 'wrong1234',
          newPassword: 'N3wPassw0rd',
          confirmNewPassword: 'N3wPassw0rd',
        },
      }),
      refused('a different confirmation', 400, 'password_mismatch', 'demoplayer', {
        body: {
          oldPassword: 'demo1234',
          newPassword: 'N3wPassw0rd',
          confirmNewPassword: 'N3wPassw0rx',
        },
      }),
      refused('a password that breaks the rule', 400, 'password_rule', 'demoplayer', {
        body: { oldPassword: 'demo1234', newPassword: 'letters', confirmNewPassword: 'letters' },
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
        body: {
          newPassword: 'N3wPassw0rd',
          mobileNum: demoSmsNumber,
          countryDialingCode: '+63',
          verificationCode: await loginCode(t),
        },
      })),
    ],
    refusals: [
      refused('a wrong code', 400, 'invalid_verification_code', null, async (t) => {
        const code = await loginCode(t);
        return {
          body: {
            newPassword: 'N3wPassw0rd',
            mobileNum: demoSmsNumber,
            countryDialingCode: '+63',
            verificationCode: code === '111111' ? '222222' : '111111',
          },
        };
      }),
      refused('a number no member has', 404, 'user_not_found', null, {
        body: {
          newPassword: 'N3wPassw0rd',
          mobileNum: '9179990002',
          countryDialingCode: '+63',
          verificationCode: '123456',
        },
      }),
      refused('a password that breaks the rule', 400, 'password_rule', null, {
        body: {
          newPassword: 'short',
          mobileNum: demoSmsNumber,
          countryDialingCode: '+63',
          verificationCode: '123456',
        },
      }),
      switchedOff('CHNGPASSVERIF3', {
        body: {
          newPassword: 'N3wPassw0rd',
          mobileNum: demoSmsNumber,
          countryDialingCode: '+63',
          verificationCode: '123456',
        },
      }),
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
      refused('a birthday under the age of consent', 400, 'validation_error', 'demoplayer', {
        body: { birthday: '2020-01-01' },
      }),
    ],
  },

  setPaymentPassword: {
    happy: [
      ok('change with the old one', 'demoplayer', {
        body: {
          oldPaymentPassword: '123456',
          newPaymentPassword: '654321',
          confirmNewPaymentPassword: '654321',
        },
      }),
    ],
    refusals: [
      refused('a wrong old payment password', 400, 'payment_password_invalid', 'demovip', {
        body: {
          oldPaymentPassword: '000000',
          newPaymentPassword: '654321',
          confirmNewPaymentPassword: '654321',
        },
      }),
      refused('a different confirmation', 400, 'password_mismatch', 'demovip', {
        body: {
          oldPaymentPassword: '123456',
          newPaymentPassword: '654321',
          confirmNewPaymentPassword: '654320',
        },
      }),
      refused('not 6 digits', 400, 'password_rule', 'demovip', {
        body: {
          oldPaymentPassword: '123456',
          newPaymentPassword: 'abcdef',
          confirmNewPaymentPassword: 'abcdef',
        },
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
      refused('more than 90 days', 400, 'validation_error', 'demoplayer', {
        query: { startDate: '2026-01-01', endDate: '2026-06-30' },
      }),
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
      refused('an end before the start', 400, 'validation_error', 'demoplayer', {
        query: { startDate: '2026-01-07', endDate: '2026-01-01' },
      }),
    ],
  },

  getPersonalProfitLoss: {
    happy: [ok('the last 7 days', 'demoplayer')],
    refusals: [
      refused('more than 90 days', 400, 'validation_error', 'demoplayer', {
        query: { startDate: '2025-01-01', endDate: '2026-01-01' },
      }),
    ],
  },

  getPlayerRank: {
    happy: [ok('a rank-6 VIP', 'demovip'), ok('a rank-2 player', 'demoplayer')],
    refusals: [],
  },
};
