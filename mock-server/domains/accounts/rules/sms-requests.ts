import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure, Schemas } from '../../../core/handler-types';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { FloodLimit } from '../../../core/rate-limits';
import type { RequestContext } from '../../../core/request-context';
import type { AccountsEnv } from './accounts-env';
import { phoneNumberFailure } from './phone-numbers';
import { fullNumber, sendSmsCode } from './sms-codes';

/**
 * `requestLoginSmsCode`: a code to a member's own number, for SMS login (MOBILEVERCODELOGIN3) and
 * for the phone password reset (CHNGPASSVERIF3); refused only when both are off. A number no member
 * has gets the same answer (and the same resend gap) but nothing is sent, so the answers never
 * tell which numbers are registered.
 */
export async function sendLoginCode(
  env: AccountsEnv,
  body: BodyOf<'requestLoginSmsCode'>,
): Promise<Failure | Schemas['SmsCodeResult']> {
  const { flags } = env.config;
  if (!isFeatureOn(flags, 'MOBILEVERCODELOGIN3') && !isFeatureOn(flags, 'CHNGPASSVERIF3'))
    return refusals.featureDisabled('SMS login');
  const badNumber = phoneNumberFailure(body.mobileNum, 'body.mobileNum');
  if (badNumber) return badNumber;
  const to = fullNumber(body.countryDialingCode, body.mobileNum.trim());
  const known = env.db.memberByMobile(to) !== undefined;
  const sent = await sendSmsCode(env, { purpose: 'login', to, deliver: known });
  return 'kind' in sent ? sent : { expiredMinutes: sent.expiredMinutes };
}

/** `requestRegisterSmsCode` (SMSVERIF3): a code to a number no member has yet. */
export async function sendRegisterCode(
  env: AccountsEnv,
  body: BodyOf<'requestRegisterSmsCode'>,
): Promise<Failure | Schemas['SmsCodeResult']> {
  if (!isFeatureOn(env.config.flags, 'SMSVERIF3'))
    return refusals.featureDisabled('SMS verification');
  const badNumber = phoneNumberFailure(body.mobileNo, 'body.mobileNo');
  if (badNumber) return badNumber;
  const to = fullNumber(body.countryDialingCode, body.mobileNo.trim());
  if (env.db.memberByMobile(to))
    return fail(409, 'mobile_taken', 'this mobile number is already registered', {
      field: 'body.mobileNo',
    });
  const sent = await sendSmsCode(env, { purpose: 'register', to, username: body.username ?? null });
  return 'kind' in sent ? sent : { expiredMinutes: sent.expiredMinutes };
}

/**
 * SMS codes are limited per client address across all numbers (`smsCodesPerAddressPerHour`), on
 * top of the resend gap per number: a flood over many numbers meets it.
 */
export function smsCodeLimit(env: Pick<AccountsEnv, 'config'>, client: RequestContext): FloodLimit {
  return {
    name: 'smsCodes',
    key: client.address,
    perHour: env.config.smsCodesPerAddressPerHour,
    what: 'SMS codes from this address',
  };
}
