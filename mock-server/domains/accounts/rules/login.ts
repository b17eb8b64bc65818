import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import { exclusionFailure } from '../../protection/rules/exclusion-store';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { AccountsEnv } from './accounts-env';
import { redeemCaptcha } from './captcha-store';
import {
  captchaRequiredFor,
  clearLoginFailures,
  loginGuardKey,
  loginLockFailure,
  recordLoginFailure,
} from './login-guard';
import { phoneNumberFailure } from './phone-numbers';
import { needsSecondFactor, secondFactorSettingsOf } from './second-factor-settings';
import { fullNumber, redeemSmsCode } from './sms-codes';

type LoginBody = BodyOf<'login'>;

/** Accounts that may not sign in at all (frozen or disabled by the operator). */
function nonMemberFailure(member: MemberRecord): Failure | null {
  return member.status === 'normal'
    ? null
    : fail(403, 'non_member_login', 'non-member accounts cannot log in');
}

/** Adds the `value.captcha` flag the portal reads on every failed login. */
function withCaptchaFlag(failure: Failure, captcha: boolean): Failure {
  return {
    ...failure,
    envelope: { ...failure.envelope, value: { ...failure.envelope.value, captcha } },
  };
}

/**
 * SMS login (flag MOBILEVERCODELOGIN3): `username` is the mobile number and `password` the code
 * from `requestLoginSmsCode`. The code is the guard here (single use, few guesses), not a captcha.
 */
async function smsLogin(env: AccountsEnv, body: LoginBody): Promise<Failure | MemberRecord> {
  if (!isFeatureOn(env.config.flags, 'MOBILEVERCODELOGIN3'))
    return refusals.featureDisabled('SMS login');
  if (!body.countryDialingCode)
    return refusals.invalid(
      'body.countryDialingCode',
      'countryDialingCode is required for an SMS login',
    );
  const mobile = body.username.trim();
  const badNumber = phoneNumberFailure(mobile, 'body.username');
  if (badNumber) return badNumber;
  const to = fullNumber(body.countryDialingCode, mobile);
  const member = env.db.memberByMobile(to);
  const codeFailure = await redeemSmsCode(
    env,
    { purpose: 'login', to, code: body.password },
    { status: 401, field: 'body.password' },
  );
  if (codeFailure) return withCaptchaFlag(codeFailure, false);
  if (!member)
    return withCaptchaFlag(
      fail(401, 'invalid_verification_code', 'enter a valid verification code', {
        field: 'body.password',
      }),
      false,
    );
  return nonMemberFailure(member) ?? member;
}

/** Counts a failure; the answer is the lock once it reached the limit, else `failure`. */
async function failed(env: AccountsEnv, key: string, failure: Failure): Promise<Failure> {
  await recordLoginFailure(env, key);
  return loginLockFailure(env, key) ?? withCaptchaFlag(failure, true);
}

/**
 * Username login. A locked name is refused first (429 `account_locked`, even with the right
 * password; rules/login-guard.ts). After a failure the name needs a captcha: a missing one is 400
 * `captcha_required`, a wrong or used one 401 `captcha_invalid`; each image answers one attempt.
 * Known and unknown names are counted and locked alike.
 */
async function usernameLogin(
  env: AccountsEnv,
  body: LoginBody,
  address: string | undefined,
): Promise<Failure | MemberRecord> {
  const key = loginGuardKey('username', body.username);
  const locked = loginLockFailure(env, key);
  if (locked) return locked;
  const required = captchaRequiredFor(env, key);
  const sent = body.captcha !== undefined || body.captchaId !== undefined;
  if (required && (!body.captcha || !body.captchaId)) {
    return withCaptchaFlag(
      fail(400, 'captcha_required', 'captcha is required', { field: 'body.captcha' }),
      true,
    );
  }
  if (required || sent) {
    if (!(await redeemCaptcha(env, body.captchaId, body.captcha))) {
      return failed(
        env,
        key,
        fail(401, 'captcha_invalid', 'the captcha text is wrong or expired', {
          field: 'body.captcha',
        }),
      );
    }
  }
  const member = env.db.memberByAccount(body.username.trim().toLowerCase());
  if (!member || member.password !== body.password)
    return failed(env, key, fail(401, 'invalid_credentials', 'wrong username or password'));
  const refused = nonMemberFailure(member);
  if (refused) return refused;
  // A login that still owes its second factor keeps the count: the step's wrong answers add to it.
  const stepOwed =
    address !== undefined && needsSecondFactor(secondFactorSettingsOf(env.db, member.id), address);
  if (!stepOwed) await clearLoginFailures(env.db, key);
  return member;
}

/**
 * Checks a login attempt; the member to sign in, or the contract's failure. A member in a time-out
 * or self-exclusion is refused (403 `account_excluded`) only once the credentials or the SMS code
 * proved who it is, whatever the login type. `address` (the client's) says whether a username
 * login still owes a second factor (rules/second-factor-settings.ts): then the failure count stays.
 */
export async function authenticate(
  env: AccountsEnv,
  body: LoginBody,
  address?: string,
): Promise<Failure | MemberRecord> {
  const member =
    body.type === 'sms' ? await smsLogin(env, body) : await usernameLogin(env, body, address);
  if ('kind' in member) return member;
  return exclusionFailure(env.db, member.id, env.clock.nowMs()) ?? member;
}
