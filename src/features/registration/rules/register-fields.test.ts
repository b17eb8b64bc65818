import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../../../mock-server/domains/system/rules/register-validators';
import type { RegisterValidators } from '../../../lib/auth/field-rules';
import { registerFields, type RegisterFormOptions } from './register-fields';

const options = (extra: Partial<RegisterFormOptions> = {}): RegisterFormOptions => ({
  tab: 'username',
  smsVerification: false,
  mobileWithPassword: true,
  hideAffiliateCode: false,
  ...extra,
});
const names = (validators: RegisterValidators, extra: Partial<RegisterFormOptions> = {}) =>
  registerFields(validators, options(extra)).map((f) => `${f.name}${f.required ? '*' : ''}`);

describe('registerFields (section 5, from the server validators)', () => {
  const validators = defaultRegisterValidators();

  it('shows the enabled fields and requires the required ones (username tab)', () => {
    expect(names(validators)).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'mobileNum*',
      'payeeName',
      'email',
      'whatsapp',
      'affiliateCode',
    ]);
  });

  it('adds the SMS code (required) with SMS verification, and then always requires the mobile number', () => {
    const optionalMobile = {
      ...validators,
      mobileNum: { ...validators.mobileNum, required: false },
    };
    expect(names(optionalMobile)).toContain('mobileNum');
    expect(names(optionalMobile, { smsVerification: true }).slice(3, 5)).toEqual([
      'mobileNum*',
      'verificationCode*',
    ]);
    const code = registerFields(validators, options({ smsVerification: true })).find(
      (f) => f.name === 'verificationCode',
    );
    expect(code?.rule).toEqual({
      minLength: 0,
      maxLength: 255,
      patternId: 'digits',
      acceptedPattern: '^[0-9]+$',
    });
  });

  it('on the mobile tab: the mobile number first and always required, no username, passwords only with mobile-with-password', () => {
    const optionalMobile = {
      ...validators,
      mobileNum: { ...validators.mobileNum, enabled: false, required: false },
    };
    expect(names(optionalMobile, { tab: 'mobile' }).slice(0, 3)).toEqual([
      'mobileNum*',
      'password*',
      'confirmPassword*',
    ]);
    expect(names(validators, { tab: 'mobile', mobileWithPassword: false })).not.toContain(
      'password*',
    );
    expect(names(validators, { tab: 'mobile' })).not.toContain('username*');
  });

  it('follows whatever the server says: hidden when disabled, required when required', () => {
    const changed: RegisterValidators = {
      ...validators,
      email: { ...validators.email, enabled: false },
      payeeName: { ...validators.payeeName, required: true },
      qqNum: { ...validators.qqNum, enabled: true, required: false },
      mobileNum: { ...validators.mobileNum, enabled: false, required: false },
    };
    const shown = names(changed);
    expect(shown).not.toContain('email');
    expect(shown).not.toContain('mobileNum');
    expect(shown).toContain('payeeName*');
    expect(shown).toContain('qqNum');
  });

  it('always requires a shown payment password and a shown captcha', () => {
    const withBoth: RegisterValidators = {
      ...validators,
      paymentPassword: { ...validators.paymentPassword, enabled: true, required: false },
      captcha: { ...validators.captcha, enabled: true, required: false },
    };
    expect(names(withBoth)).toEqual(expect.arrayContaining(['paymentPassword*', 'captcha*']));
    expect(names(withBoth).at(-1)).toBe('captcha*');
  });

  it('hides the invitation code field when the URL code was accepted', () => {
    expect(names(validators, { hideAffiliateCode: true })).not.toContain('affiliateCode');
  });
});
