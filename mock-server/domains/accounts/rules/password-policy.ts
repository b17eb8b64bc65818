import { defaultForcedPassword } from '../../../seed/demo-accounts';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import { isFeatureOn } from '../../system/rules/feature-flags';
import {
  checkRegisterField,
  defaultRegisterValidators,
  type RegisterValidator,
} from '../../system/rules/register-validators';
import { dayMs, type AccountsEnv } from './accounts-env';
import { fieldRuleMessage } from './field-rules';

/** True while the member still has the platform's default password `{secret}` (section 4). */
export function hasDefaultPassword(member: Pick<MemberRecord, 'password'>): boolean {
  return isDefaultPassword(member.password);
}

/** True when a typed password is the default `{secret}` (trimmed, as the login form trims it). */
export function isDefaultPassword(typed: string): boolean {
  return typed.trim() === defaultForcedPassword;
}

/**
 * Only while password expiry (PASSEXPIRY3) is on: expired when the operator flagged it, or when
 * the password is older than `passwordMaxAgeDays`. With the flag off no password is ever expired
 * (the login result's `passwordExpired` is false).
 */
export function isPasswordExpired(
  env: Pick<AccountsEnv, 'clock' | 'config'>,
  member: Pick<MemberRecord, 'passwordExpired' | 'passwordChangedAt'>,
): boolean {
  if (!isFeatureOn(env.config.flags, 'PASSEXPIRY3')) return false;
  if (member.passwordExpired) return true;
  return (
    env.clock.nowMs() - Date.parse(member.passwordChangedAt) > env.config.passwordMaxAgeDays * dayMs
  );
}

/** A rule that applies even where the registration form would hide the field. */
export function enforced(rule: RegisterValidator): RegisterValidator {
  return { ...rule, enabled: true, required: true };
}

/** The site's password rule (the `password` registration validator): 400 `password_rule` on `field`. */
export function passwordRuleFailure(password: string, field: string): Failure | null {
  const rule = enforced(defaultRegisterValidators().password);
  const problem = checkRegisterField(rule, password);
  return problem
    ? fail(400, 'password_rule', fieldRuleMessage('password', rule, problem), { field })
    : null;
}

/** The payment-password rule (the `paymentPassword` validator, enforced even when the field is hidden). */
export function paymentPasswordRuleFailure(password: string, field: string): Failure | null {
  const rule = enforced(defaultRegisterValidators().paymentPassword);
  const problem = checkRegisterField(rule, password);
  return problem
    ? fail(400, 'password_rule', fieldRuleMessage('the payment password', rule, problem), { field })
    : null;
}
