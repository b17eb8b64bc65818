import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure, Schemas } from '../../../core/handler-types';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { AccountsEnv } from './accounts-env';
import { phoneNumberFailure } from './phone-numbers';
import { fullNumber, sendSmsCode } from './sms-codes';

/**
 * `requestLoginSmsCode`: a code to a member's own number, for SMS login (MOBILEVERCODELOGIN3) and
 * for the phone password reset (CHNGPASSVERIF3); refused only when both are off.
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
  if (!env.db.memberByMobile(to))
    return fail(404, 'user_not_found', 'no member with this mobile number', {
      field: 'body.mobileNum',
    });
  const sent = await sendSmsCode(env, { purpose: 'login', to });
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
