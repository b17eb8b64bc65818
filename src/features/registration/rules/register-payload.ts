import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { BotCheckFields, FirebasePhoneProof } from '../../../lib/auth/bot-check';
import type { RegisterFieldName, RegisterFieldSpec, RegisterTab } from './register-fields';

type Schemas = components['schemas'];
type RegisterUserPayload = Schemas['RegisterUserPayload'];

export type RegisterCall =
  | { tab: 'username'; body: Schemas['RegisterRequest'] }
  | { tab: 'mobile'; body: Schemas['MobileRegisterRequest'] };

export interface RegisterContext {
  tab: RegisterTab;
  fields: readonly RegisterFieldSpec[];
  countryDialingCode: string;
  /** The code to send: the field's, else the URL's (section 4). */
  affiliateCode: string | null;
  referralCode: string | null;
  captchaId: string | null;
  domain: string;
  registerUrl: string;
  botCheck: BotCheckFields;
  firebase: FirebasePhoneProof | null;
}

/**
 * The registration user payload of section 3 from the form's (trimmed) values: the shown fields that
 * were filled, the dialing code with a mobile number, the invitation and referral codes, the site's
 * domain, `login: true`, the bot-check fields; the mobile tab adds `registerUrl` and
 * `registerMethod: WEB` and uses the mobile number as the username.
 */
export function registerCall(
  values: Readonly<Record<string, string>>,
  context: RegisterContext,
): RegisterCall {
  const user: RegisterUserPayload = {};
  const shown = new Set<RegisterFieldName>(context.fields.map((field) => field.name));
  for (const name of shown) {
    const value = values[name]?.trim();
    if (value) user[name] = value;
  }
  if (user.mobileNum) user.countryDialingCode = context.countryDialingCode;
  if (context.affiliateCode) user.affiliateCode = context.affiliateCode;
  if (context.referralCode) user.referralCode = context.referralCode;
  if (user.captcha && context.captchaId) user.captchaId = context.captchaId;
  const common = {
    ...user,
    ...context.botCheck,
    ...(context.firebase ?? {}),
    domain: context.domain,
    login: true as const,
  };

  if (context.tab === 'mobile') {
    const mobileNum = user.mobileNum ?? '';
    return {
      tab: 'mobile',
      body: {
        ...common,
        username: mobileNum,
        mobileNum,
        countryDialingCode: context.countryDialingCode,
        registerUrl: context.registerUrl,
        registerMethod: 'WEB',
      },
    };
  }
  return {
    tab: 'username',
    body: {
      ...common,
      username: user.username ?? '',
      password: user.password ?? '',
      confirmPassword: user.confirmPassword ?? '',
    },
  };
}
