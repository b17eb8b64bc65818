import type { ConformanceCase, ConformanceCases } from '../../testing/conformance-case';
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

const endedSessionCase = (body?: unknown): ConformanceCase => ({
  name: 'a token that was logged out',
  request: async (t) => ({
    headers: await endedSession(t),
    ...(body === undefined ? {} : { body }),
  }),
  expect: { status: 401, code: 'not_logged_in' },
});

const switchedOff = (flag: string, request: ConformanceCase['request']): ConformanceCase => ({
  name: `${flag} switched off`,
  request: async (t) => {
    t.backend.config.flags[flag] = false;
    return typeof request === 'function' ? request(t) : (request ?? {});
  },
  expect: { status: 403, code: 'feature_disabled' },
});

const trialRefused = (request?: ConformanceCase['request']): ConformanceCase => ({
  name: 'a trial account',
  as: 'demotrial',
  ...(request ? { request } : {}),
  expect: { status: 403, code: 'in_need_true_account' },
});

const week = { startDate: '2026-01-01', endDate: '2026-01-07' };

export const accountsCases: ConformanceCases = {
  login: {
    happy: [
      {
        name: 'username and password',
        request: { body: { username: 'demoplayer', password: 'demo1234', type: 'username' } },
        expect: { status: 200 },
      },
      {
        name: 'mobile number and SMS code',
        request: async (t) => ({
          body: {
            username: demoSmsNumber,
            password: await loginCode(t),
            type: 'sms',
            countryDialingCode: '+63',
          },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'wrong password',
        request: { body: { username: 'demomaster', password: 'wrong1234' } },
        expect: { status: 401, code: 'invalid_credentials' },
      },
      {
        name: 'no captcha after a failed attempt',
        request: async (t) => {
          await t.call('login', { body: { username: 'demovip', password: 'wrong1234' } });
          return { body: { username: 'demovip', password: 'demo1234' } };
        },
        expect: { status: 400, code: 'captcha_required' },
      },
      {
        name: 'wrong captcha text',
        request: async (t) => {
          const captcha = await t.call('getCaptcha', {
            headers: { 'x-forwarded-for': '198.51.100.21' },
          });
          const captchaId = captcha.headers.get('X-Captcha-Id') ?? '';
          return {
            body: { username: 'demoagent', password: 'demo1234', captchaId, captcha: '????' },
          };
        },
        expect: { status: 401, code: 'captcha_invalid' },
      },
      {
        name: 'SMS code never sent',
        request: {
          body: {
            username: '9179990000',
            password: '123456',
            type: 'sms',
            countryDialingCode: '+63',
          },
        },
        expect: { status: 401, code: 'invalid_verification_code' },
      },
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
      {
        name: 'a guest trial session',
        request: {
          body: {
            os: 'Linux',
            platform: 'W',
            randomString: 'conformance-nonce-1',
            gatewayVersion: 3,
          },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a replayed random string',
        request: async (t) => {
          const body = {
            os: 'Linux',
            platform: 'W',
            randomString: 'conformance-replayed-nonce',
            gatewayVersion: 3,
          };
          await t.call('freePlayLogin', { body });
          return { body };
        },
        expect: { status: 400, code: 'validation_error' },
      },
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
    happy: [{ name: 'ends the session', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [endedSessionCase()],
  },

  requestLoginSmsCode: {
    happy: [
      {
        name: "demosms's number",
        request: { body: { mobileNum: demoSmsNumber, countryDialingCode: '+63' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a number no member has',
        request: { body: { mobileNum: '9179990001', countryDialingCode: '+63' } },
        expect: { status: 404, code: 'user_not_found' },
      },
      {
        name: 'a number too short for the mobile rule',
        request: { body: { mobileNum: '12345', countryDialingCode: '+63' } },
        expect: { status: 400, code: 'invalid_phone_number' },
      },
      {
        name: 'a second code within the resend gap',
        request: async (t) => {
          await loginCode(t);
          return { body: { mobileNum: demoSmsNumber, countryDialingCode: '+63' } };
        },
        expect: { status: 429, code: 'too_many_requests' },
      },
    ],
  },

  requestRegisterSmsCode: {
    happy: [
      {
        name: 'a free number',
        request: {
          body: { countryDialingCode: '+63', mobileNo: '9170000002', username: 'newplayer01' },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: "a member's number",
        request: { body: { countryDialingCode: '+63', mobileNo: demoSmsNumber } },
        expect: { status: 409, code: 'mobile_taken' },
      },
      {
        name: 'a second code within the resend gap',
        request: async (t) => {
          await registerCode(t, '9170000012');
          return { body: { countryDialingCode: '+63', mobileNo: '9170000012' } };
        },
        expect: { status: 429, code: 'too_many_requests' },
      },
      switchedOff('SMSVERIF3', { body: { countryDialingCode: '+63', mobileNo: '9170000013' } }),
    ],
  },

  getCaptcha: {
    happy: [
      {
        name: 'a new challenge',
        request: { headers: { 'x-forwarded-for': '198.51.100.10' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a refresh within a second',
        request: async (t) => {
          const headers = { 'x-forwarded-for': '198.51.100.11' };
          await t.call('getCaptcha', { headers });
          return { headers };
        },
        expect: { status: 429, code: 'too_many_requests' },
      },
    ],
  },

  register: {
    happy: [
      {
        name: "with SMS code and demoagent's invitation code",
        request: async (t) => ({
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
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'a username that breaks the rule',
        request: {
          body: {
            username: '1player',
            ...password,
            mobileNum: '9170000020',
            verificationCode: '123456',
            login: true,
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a different confirmation',
        request: {
          body: {
            username: 'newplayer02',
            password: 'Passw0rd',
            confirmPassword: 'Passw0rd2',
            mobileNum: '9170000021',
            verificationCode: '123456',
            login: true,
          },
        },
        expect: { status: 400, code: 'password_mismatch' },
      },
      {
        name: 'a taken username',
        request: (t) => {
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
        },
        expect: { status: 409, code: 'username_taken' },
      },
      {
        name: 'an unknown invitation code',
        request: {
          body: {
            username: 'newplayer03',
            ...password,
            mobileNum: '9170000023',
            verificationCode: '123456',
            affiliateCode: 'NOSUCHCODE1',
            login: true,
          },
        },
        expect: { status: 400, code: 'invitation_code_error' },
      },
      {
        name: 'a wrong SMS code',
        request: async (t) => {
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
        },
        expect: { status: 400, code: 'invalid_verification_code' },
      },
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
      {
        name: 'with SMS code, username = number',
        request: async (t) => ({
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
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: "demosms's number",
        request: {
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
        },
        expect: { status: 409, code: 'mobile_taken' },
      },
      {
        name: 'no password while mobile-with-password is on',
        request: {
          body: {
            username: '9170000030',
            mobileNum: '9170000030',
            countryDialingCode: '+63',
            verificationCode: '123456',
            login: true,
            registerUrl: 'https://portal.example.test/register',
            registerMethod: 'WEB',
          },
        },
        expect: { status: 400, code: 'validation_error' },
      },
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
      {
        name: "demoagent's code",
        request: { query: { code: 'DEMOAGENT', domain: 'portal.example.test' } },
        expect: { status: 200 },
      },
      {
        name: "a player's code (valid: false)",
        request: { query: { code: 'DEMOPLAYER' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'an unknown code',
        request: { query: { code: 'NOSUCHCODE1' } },
        expect: { status: 404, code: 'invitation_code_error' },
      },
      {
        name: 'a malformed code',
        request: { query: { code: 'bad-code!' } },
        expect: { status: 400, code: 'invitation_code_error' },
      },
    ],
  },

  changePassword: {
    happy: [
      {
        name: 'demodefault leaves {secret}',
        as: 'demodefault',
        request: {
          body: {
            oldPassword: '{secret}',
            newPassword: 'N3wPassw0rd',
            confirmNewPassword: 'N3wPassw0rd',
          },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a wrong old password',
        as: 'demoplayer',
        request: {
          body: {
            oldPassword: 'wrong1234',
            newPassword: 'N3wPassw0rd',
            confirmNewPassword: 'N3wPassw0rd',
          },
        },
        expect: { status: 401, code: 'invalid_credentials' },
      },
      {
        name: 'a different confirmation',
        as: 'demoplayer',
        request: {
          body: {
            oldPassword: 'demo1234',
            newPassword: 'N3wPassw0rd',
            confirmNewPassword: 'N3wPassw0rx',
          },
        },
        expect: { status: 400, code: 'password_mismatch' },
      },
      {
        name: 'a password that breaks the rule',
        as: 'demoplayer',
        request: {
          body: { oldPassword: 'demo1234', newPassword: 'letters', confirmNewPassword: 'letters' },
        },
        expect: { status: 400, code: 'password_rule' },
      },
      trialRefused({
        body: {
          oldPassword: 'demo1234',
          newPassword: 'N3wPassw0rd',
          confirmNewPassword: 'N3wPassw0rd',
        },
      }),
    ],
  },

  resetPasswordByEmail: {
    happy: [
      {
        name: 'matching username and email',
        request: { body: { username: 'demoplayer', email: 'demoplayer@sandbox.test' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: "another member's email",
        request: { body: { username: 'demoplayer', email: 'demovip@sandbox.test' } },
        expect: { status: 404, code: 'user_not_found' },
      },
      switchedOff('FORGOTPASS3', {
        body: { username: 'demovip', email: 'demovip@sandbox.test' },
      }),
    ],
  },

  resetPasswordByPhone: {
    happy: [
      {
        name: 'demosms with the code sent to its phone',
        request: async (t) => ({
          body: {
            newPassword: 'N3wPassw0rd',
            mobileNum: demoSmsNumber,
            countryDialingCode: '+63',
            verificationCode: await loginCode(t),
          },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a wrong code',
        request: async (t) => {
          const code = await loginCode(t);
          return {
            body: {
              newPassword: 'N3wPassw0rd',
              mobileNum: demoSmsNumber,
              countryDialingCode: '+63',
              verificationCode: code === '111111' ? '222222' : '111111',
            },
          };
        },
        expect: { status: 400, code: 'invalid_verification_code' },
      },
      {
        name: 'a number no member has',
        request: {
          body: {
            newPassword: 'N3wPassw0rd',
            mobileNum: '9179990002',
            countryDialingCode: '+63',
            verificationCode: '123456',
          },
        },
        expect: { status: 404, code: 'user_not_found' },
      },
      {
        name: 'a password that breaks the rule',
        request: {
          body: {
            newPassword: 'short',
            mobileNum: demoSmsNumber,
            countryDialingCode: '+63',
            verificationCode: '123456',
          },
        },
        expect: { status: 400, code: 'password_rule' },
      },
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
    happy: [{ name: 'records the first login', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [endedSessionCase()],
  },

  getMemberInfo: {
    happy: [
      { name: 'a player', as: 'demoplayer', expect: { status: 200 } },
      { name: 'a trial account (gets its info too)', as: 'demotrial', expect: { status: 200 } },
    ],
    refusals: [endedSessionCase()],
  },

  getMemberIcon: {
    happy: [
      { name: 'a chosen stock icon', as: 'demoplayer', expect: { status: 200 } },
      { name: 'the default icon', as: 'demodefault', expect: { status: 200 } },
    ],
    refusals: [endedSessionCase()],
  },

  getPlayerAvatar: {
    happy: [{ name: 'a player', as: 'demovip', expect: { status: 200 } }],
    refusals: [
      {
        name: 'a trial account has no avatar record',
        as: 'demotrial',
        expect: { status: 404, code: 'not_found' },
      },
      endedSessionCase(),
    ],
  },

  updateLanguage: {
    happy: [
      {
        name: 'to TY',
        as: 'demoplayer',
        request: { body: { language: 'TY' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      endedSessionCase({ language: 'TY' }),
      {
        name: 'a language the brand has no texts for',
        as: 'demoplayer',
        request: { body: { language: 'FR' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },

  getMemberProfile: {
    happy: [{ name: 'own profile', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [trialRefused()],
  },

  updateMemberProfile: {
    happy: [
      {
        name: 'nickname and occupation',
        as: 'demoplayer',
        request: { body: { nickname: 'Lucky Demo', occupation: 'Engineer', zalo: '' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a birthday under the age of consent',
        as: 'demoplayer',
        request: { body: { birthday: '2020-01-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      trialRefused({ body: { nickname: 'Guest' } }),
    ],
  },

  setPaymentPassword: {
    happy: [
      {
        name: 'change with the old one',
        as: 'demoplayer',
        request: {
          body: {
            oldPaymentPassword: '123456',
            newPaymentPassword: '654321',
            confirmNewPaymentPassword: '654321',
          },
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a wrong old payment password',
        as: 'demovip',
        request: {
          body: {
            oldPaymentPassword: '000000',
            newPaymentPassword: '654321',
            confirmNewPaymentPassword: '654321',
          },
        },
        expect: { status: 400, code: 'payment_password_invalid' },
      },
      {
        name: 'a different confirmation',
        as: 'demovip',
        request: {
          body: {
            oldPaymentPassword: '123456',
            newPaymentPassword: '654321',
            confirmNewPaymentPassword: '654320',
          },
        },
        expect: { status: 400, code: 'password_mismatch' },
      },
      {
        name: 'not 6 digits',
        as: 'demovip',
        request: {
          body: {
            oldPaymentPassword: '123456',
            newPaymentPassword: 'abcdef',
            confirmNewPaymentPassword: 'abcdef',
          },
        },
        expect: { status: 400, code: 'password_rule' },
      },
      trialRefused({
        body: {
          password: 'demo1234',
          newPaymentPassword: '654321',
          confirmNewPaymentPassword: '654321',
        },
      }),
    ],
  },

  listTransactions: {
    happy: [
      { name: 'the last 7 days', as: 'demoplayer', expect: { status: 200 } },
      {
        name: 'deposits of a week, paged',
        as: 'demovip',
        request: { query: { ...week, type: 'deposit', pageNo: 1, pageSize: 10 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'more than 90 days',
        as: 'demoplayer',
        request: { query: { startDate: '2026-01-01', endDate: '2026-06-30' } },
        expect: { status: 400, code: 'validation_error' },
      },
      trialRefused(),
    ],
  },

  listBets: {
    happy: [
      { name: 'the last 7 days', as: 'demoplayer', expect: { status: 200 } },
      {
        name: 'settled RNG bets, paged',
        as: 'demoplayer',
        request: { query: { gameType: 'RNG', status: 'settled', pageNo: 1, pageSize: 5 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'an end before the start',
        as: 'demoplayer',
        request: { query: { startDate: '2026-01-07', endDate: '2026-01-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      trialRefused(),
    ],
  },

  getPersonalProfitLoss: {
    happy: [{ name: 'the last 7 days', as: 'demoplayer', expect: { status: 200 } }],
    refusals: [
      {
        name: 'more than 90 days',
        as: 'demoplayer',
        request: { query: { startDate: '2025-01-01', endDate: '2026-01-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      trialRefused(),
    ],
  },

  getPlayerRank: {
    happy: [
      { name: 'a rank-6 VIP', as: 'demovip', expect: { status: 200 } },
      { name: 'a rank-2 player', as: 'demoplayer', expect: { status: 200 } },
    ],
    refusals: [trialRefused()],
  },
};
