import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import { exclusionFailure } from '../../protection/rules/exclusion-store';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { AccountsEnv } from './accounts-env';
import { sendMessage } from './inbox';
import { clearLoginFailures, loginGuardKey } from './login-guard';
import { passwordRuleFailure } from './password-policy';
import { phoneNumberFailure } from './phone-numbers';
import { randomHex } from './random-values';
import { fullNumber, redeemSmsCode } from './sms-codes';

/** A new password starts a new age and ends any forced change (expired or default password). */
async function replacePassword(
  env: AccountsEnv,
  member: MemberRecord,
  password: string,
): Promise<MemberRecord> {
  const updated = await env.db.members.update(member.id, (m) => {
    m.password = password;
    m.passwordChangedAt = env.clock.iso();
    m.passwordExpired = false;
  });
  await clearLoginFailures(env.db, loginGuardKey('username', member.account));
  return updated;
}

/**
 * `changePassword`: the confirmation and the rule first, then the old password (401 when wrong),
 * then the new one must differ from it (400 `password_reused`).
 */
export async function changePassword(
  env: AccountsEnv,
  member: MemberRecord,
  body: BodyOf<'changePassword'>,
): Promise<Failure | null> {
  if (body.newPassword !== body.confirmNewPassword) {
    return fail(400, 'password_mismatch', 'confirmation does not match the new password', {
      field: 'body.confirmNewPassword',
    });
  }
  const ruleBroken = passwordRuleFailure(body.newPassword, 'body.newPassword');
  if (ruleBroken) return ruleBroken;
  if (body.oldPassword !== member.password) {
    return fail(401, 'invalid_credentials', 'the old password is wrong', {
      field: 'body.oldPassword',
    });
  }
  if (body.newPassword === member.password) {
    return fail(400, 'password_reused', 'the new password must differ from the old one', {
      field: 'body.newPassword',
    });
  }
  await replacePassword(env, member, body.newPassword);
  return null;
}

/**
 * `resetPasswordByEmail` (FORGOTPASS3): when username and email belong together, a reset mail goes to
 * the inbox; the password stays as it is. One mail per address per SMS resend gap.
 */
export async function sendPasswordResetMail(
  env: AccountsEnv,
  body: BodyOf<'resetPasswordByEmail'>,
): Promise<Failure | null> {
  if (!isFeatureOn(env.config.flags, 'FORGOTPASS3'))
    return refusals.featureDisabled('forgot password');
  const member = env.db.memberByAccount(body.username.trim().toLowerCase());
  const email = body.email.trim().toLowerCase();
  if (!member || (member.email ?? '').toLowerCase() !== email) {
    return fail(404, 'user_not_found', 'username or email does not exist');
  }
  const last = env.db
    .inboxTo(email)
    .filter((m) => m.purpose === 'passwordReset')
    .at(-1);
  const waitMs = last
    ? Date.parse(last.sentAt) + env.config.smsResendSeconds * 1000 - env.clock.nowMs()
    : 0;
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return fail(
      429,
      'too_many_requests',
      `a reset mail was sent moments ago; retry in ${retryAfterSeconds} s`,
      { value: { retryAfterSeconds } },
    );
  }
  await sendMessage(env, {
    channel: 'email',
    to: email,
    code: null,
    purpose: 'passwordReset',
    text: `Hello ${member.account}, a password reset was asked for your account. Open /reset-password?token=${randomHex(16)} to choose a new one. If you did not ask, ignore this mail.`,
  });
  return null;
}

/**
 * `resetPasswordByPhone` (CHNGPASSVERIF3): the code from `requestLoginSmsCode` proves the phone (a
 * number no member has fails like a wrong code: no enumeration); the new password must follow the rule (checked first, so a rule failure does not use the code up). A
 * member in a time-out or self-exclusion is refused (the reset would sign in).
 */
export async function resetPasswordByPhone(
  env: AccountsEnv,
  body: BodyOf<'resetPasswordByPhone'>,
): Promise<Failure | MemberRecord> {
  if (!isFeatureOn(env.config.flags, 'CHNGPASSVERIF3'))
    return refusals.featureDisabled('password reset by phone');
  const badNumber = phoneNumberFailure(body.mobileNum, 'body.mobileNum');
  if (badNumber) return badNumber;
  const to = fullNumber(body.countryDialingCode, body.mobileNum.trim());
  const ruleBroken = passwordRuleFailure(body.newPassword, 'body.newPassword');
  if (ruleBroken) return ruleBroken;
  // A number no member has is answered like a wrong code (its code, if asked for, was never sent).
  const wrongCode = await redeemSmsCode(
    env,
    { purpose: 'login', to, code: body.verificationCode },
    { status: 400, field: 'body.verificationCode' },
  );
  if (wrongCode) return wrongCode;
  const member = env.db.memberByMobile(to);
  if (!member)
    return fail(400, 'invalid_verification_code', 'enter a valid verification code', {
      field: 'body.verificationCode',
    });
  // The reset signs the member in: refused while a time-out or self-exclusion is in force, with
  // the password left as it was.
  const excluded = exclusionFailure(env.db, member.id, env.clock.nowMs());
  if (excluded) return excluded;
  return replacePassword(env, member, body.newPassword);
}
