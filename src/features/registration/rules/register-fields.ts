import {
  verificationCodeRule,
  type FieldRule,
  type RegisterValidators,
} from '../../../lib/auth/field-rules';

export type RegisterFieldName = keyof RegisterValidators;
export type RegisterTab = 'username' | 'mobile';

export interface RegisterFieldSpec {
  name: RegisterFieldName;
  rule: FieldRule;
  required: boolean;
}

export interface RegisterFormOptions {
  tab: RegisterTab;
  /** SMSVERIF3: an SMS code is required (section 5). */
  smsVerification: boolean;
  /** MOBILEPASSREG3: the mobile tab also asks for a password. */
  mobileWithPassword: boolean;
  /** The invitation code came with the URL and was accepted: its field is hidden (section 4). */
  hideAffiliateCode: boolean;
}

/** The optional fields after the account fields, in the form's order. */
const profileFields = [
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
] as const satisfies readonly RegisterFieldName[];

/**
 * The fields of a registration tab, straight from the server's validators (section 5): a field shows
 * when `enabled` and is required when `required`, except where the specification makes it mandatory
 * whatever the rule — username and passwords; the mobile number on the mobile tab (and whenever an
 * SMS code must be sent to it); the SMS code whenever SMS verification is on; a shown payment
 * password; a shown captcha. On the mobile tab the username is the mobile number (not asked).
 */
export function registerFields(
  validators: RegisterValidators,
  options: RegisterFormOptions,
): RegisterFieldSpec[] {
  const fields: RegisterFieldSpec[] = [];
  const add = (name: RegisterFieldName, required: boolean, rule: FieldRule = validators[name]) =>
    fields.push({ name, rule, required });
  const addPasswords = () => {
    add('password', true);
    add('confirmPassword', true);
  };
  const addMobile = () => {
    const mobile = validators.mobileNum;
    if (options.tab === 'username' && !mobile.enabled && !options.smsVerification) return;
    add('mobileNum', options.tab === 'mobile' || mobile.required || options.smsVerification);
    if (options.smsVerification) add('verificationCode', true, verificationCodeRule(validators));
  };

  if (options.tab === 'username') {
    add('username', true);
    addPasswords();
    addMobile();
  } else {
    addMobile();
    if (options.mobileWithPassword) addPasswords();
  }
  for (const name of profileFields) {
    const rule = validators[name];
    if (!rule.enabled) continue;
    if (name === 'affiliateCode' && options.hideAffiliateCode) continue;
    add(name, name === 'paymentPassword' || rule.required);
  }
  if (validators.captcha.enabled) add('captcha', true);
  return fields;
}
