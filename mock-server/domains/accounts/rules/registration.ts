import { fail, refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { createMember } from '../../../core/members';
import type { MemberRecord } from '../../../db/core-records';
import { isFeatureOn } from '../../system/rules/feature-flags';
import {
  checkRegisterField,
  defaultRegisterValidators,
  type RegisterField,
  type RegisterValidator,
} from '../../system/rules/register-validators';
import type { AccountsEnv } from './accounts-env';
import { redeemCaptcha } from './captcha-store';
import { fieldRuleMessage } from './field-rules';
import { sendMessage } from './inbox';
import { resolveInvitation } from './invitation-codes';
import { enforced } from './password-policy';
import { randomText } from './random-values';
import { assignReferralCode } from './referral-codes';
import { fullNumber, normalizeDialingCode, redeemSmsCode } from './sms-codes';

export type RegistrationTab = 'username' | 'mobile';
export type RegistrationPayload = Schemas['RegisterUserPayload'] & { registerUrl?: string };

/** Profile fields of the registration payload kept on the member. */
const profileFromPayload = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

interface Context {
  tab: RegistrationTab;
  smsVerification: boolean;
  /** The mobile tab asks for a password only with MOBILEPASSREG3; otherwise the server issues one. */
  passwordAsked: boolean;
  /** On the mobile tab the username may be the mobile number itself (checked by the mobile rule). */
  usernameIsMobile: boolean;
}

/**
 * The rule a field is checked with: the published validator, made mandatory where section 5 says
 * a field is required whatever the rule (username and passwords, the mobile number on the mobile
 * tab or with SMS verification, the SMS code with SMS verification, a shown payment password).
 */
function ruleFor(
  name: RegisterField,
  rule: RegisterValidator,
  ctx: Context,
): RegisterValidator | null {
  switch (name) {
    case 'username':
      return ctx.usernameIsMobile ? null : enforced(rule);
    case 'password':
    case 'confirmPassword':
      return ctx.passwordAsked ? enforced(rule) : null;
    case 'mobileNum':
      return ctx.tab === 'mobile' || ctx.smsVerification ? enforced(rule) : rule;
    case 'verificationCode':
      return ctx.smsVerification ? enforced(rule) : null;
    case 'paymentPassword':
    case 'captcha':
      return rule.enabled ? enforced(rule) : null;
    default:
      return rule;
  }
}

const labels: Partial<Record<RegisterField, string>> = {
  confirmPassword: 'the password confirmation',
  payeeName: 'the real name',
  mobileNum: 'the mobile number',
  verificationCode: 'the verification code',
  affiliateCode: 'the invitation code',
  paymentPassword: 'the payment password',
};

/** The first field that breaks its rule, in the form's order: 400 `validation_error` on it. */
function fieldFailure(payload: RegistrationPayload, ctx: Context): Failure | null {
  const validators = defaultRegisterValidators();
  for (const name of Object.keys(validators) as RegisterField[]) {
    const rule = ruleFor(name, validators[name], ctx);
    if (!rule) continue;
    const value = name === 'username' ? payload.username?.trim() : payload[name];
    const problem = checkRegisterField(rule, value);
    if (problem)
      return refusals.invalid(
        `body.${name}`,
        fieldRuleMessage(labels[name] ?? name, rule, problem),
      );
  }
  return null;
}

/** A password for a mobile member who was not asked for one: passes the password rule. */
function issuedPassword(): string {
  return `${randomText('abcdefghjkmnpqrstuvwxyz', 5)}${randomText('23456789', 3)}`;
}

/**
 * Registers a player (username or mobile tab) after the checks of `register`/`registerMobile`, in
 * this order: feature flags (DIRECTREG3, then the tab's), published field rules, confirmation, duplicates, invitation code,
 * captcha, SMS code. Nothing is stored unless every check passes (a captcha or SMS code that was
 * tried is used up, as on a real server).
 */
export async function registerPlayer(
  env: AccountsEnv,
  tab: RegistrationTab,
  payload: RegistrationPayload,
): Promise<Failure | MemberRecord> {
  const { flags } = env.config;
  // DIRECTREG3 is registration itself (the register buttons); the tab flags are its kinds.
  if (!isFeatureOn(flags, 'DIRECTREG3')) return refusals.featureDisabled('registration');
  if (tab === 'username' && !isFeatureOn(flags, 'USERNAMEREG3'))
    return refusals.featureDisabled('username registration');
  if (tab === 'mobile' && !isFeatureOn(flags, 'MOBILEREG3'))
    return refusals.featureDisabled('mobile registration');

  const mobileNum = payload.mobileNum?.trim() || null;
  const username = payload.username?.trim() || (tab === 'mobile' ? (mobileNum ?? '') : '');
  const ctx: Context = {
    tab,
    smsVerification: isFeatureOn(flags, 'SMSVERIF3'),
    passwordAsked:
      tab === 'username' || isFeatureOn(flags, 'MOBILEPASSREG3') || payload.password !== undefined,
    usernameIsMobile: tab === 'mobile' && username === mobileNum,
  };
  const invalid = fieldFailure({ ...payload, username }, ctx);
  if (invalid) return invalid;
  if (ctx.passwordAsked && payload.password !== payload.confirmPassword) {
    return fail(400, 'password_mismatch', 'the confirmation does not match the password', {
      field: 'body.confirmPassword',
    });
  }

  const dialingCode = normalizeDialingCode(payload.countryDialingCode);
  const phone = mobileNum ? fullNumber(dialingCode, mobileNum) : null;
  if (env.db.memberByAccount(username.toLowerCase())) {
    return fail(409, 'username_taken', 'this username is already registered', {
      field: 'body.username',
    });
  }
  if (phone && env.db.memberByMobile(phone)) {
    return fail(409, 'mobile_taken', 'this mobile number is already registered', {
      field: 'body.mobileNum',
    });
  }
  const invitation = resolveInvitation(env.db, payload);
  if (invitation && 'kind' in invitation) return invitation;

  if (
    ruleFor('captcha', defaultRegisterValidators().captcha, ctx) &&
    !(await redeemCaptcha(env, payload.captchaId, payload.captcha))
  ) {
    return fail(400, 'captcha_invalid', 'the captcha text is wrong or expired', {
      field: 'body.captcha',
    });
  }
  if (ctx.smsVerification && phone) {
    const code = payload.verificationCode ?? '';
    const wrongCode = await redeemSmsCode(
      env,
      { purpose: 'register', to: phone, code, username },
      { status: 400, field: 'body.verificationCode' },
    );
    if (wrongCode) return wrongCode;
  }

  const password = ctx.passwordAsked ? (payload.password ?? '') : issuedPassword();
  const now = env.clock.iso();
  const profile: Record<string, string | null> = {};
  for (const name of profileFromPayload) profile[name] = payload[name]?.trim() || null;
  const member = await createMember(env.db, {
    account: username,
    password,
    type: 0,
    uplineId: invitation?.uplineId ?? null,
    nickname: '',
    mobileNum,
    countryDialingCode: mobileNum ? dialingCode : null,
    email: payload.email?.trim() || null,
    paymentPassword: payload.paymentPassword || null,
    firstTimeLogin: true,
    profile,
    createdAt: now,
  });
  await assignReferralCode(env.db, member);
  if (!ctx.passwordAsked && phone) {
    await sendMessage(env, {
      channel: 'sms',
      to: phone,
      code: null,
      purpose: 'registerPassword',
      text: `Welcome! Your account ${username} has the password ${password}; change it in the security centre.`,
    });
  }
  return member;
}
