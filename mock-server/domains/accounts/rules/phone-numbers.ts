import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import {
  checkRegisterField,
  defaultRegisterValidators,
} from '../../system/rules/register-validators';
import { enforced } from './password-policy';

/** A mobile number must follow the site's published mobile rule; else 400 `invalid_phone_number`. */
export function phoneNumberFailure(mobileNum: string, field: string): Failure | null {
  const rule = enforced(defaultRegisterValidators().mobileNum);
  const problem = checkRegisterField(rule, mobileNum.trim());
  if (!problem) return null;
  const digits =
    rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}-${rule.maxLength}`;
  return fail(400, 'invalid_phone_number', `enter a valid phone number (${digits} digits)`, {
    field,
  });
}
