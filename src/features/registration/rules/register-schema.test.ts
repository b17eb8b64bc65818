import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../../../mock-server/domains/system/rules/register-validators';
import { registerFields } from './register-fields';
import { registerDefaults, registerSchema, type RegisterMessages } from './register-schema';

const messages: RegisterMessages = {
  required: 'required',
  rule: (rule) => `rule:${rule.patternId}:${rule.minLength}-${rule.maxLength}`,
  mismatch: 'mismatch',
  age: 'age',
  terms: 'terms',
};
const fields = registerFields(defaultRegisterValidators(), {
  tab: 'username',
  smsVerification: true,
  mobileWithPassword: true,
  hideAffiliateCode: false,
});
const schema = registerSchema(fields, messages);
const problems = (values: unknown) => {
  const result = schema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};
const good = {
  username: 'player01',
  password: 'pass1234',
  confirmPassword: 'pass1234',
  mobileNum: '9170000001',
  verificationCode: '123456',
  payeeName: '',
  email: '',
  whatsapp: '',
  affiliateCode: '',
};

describe('registerSchema (built at runtime from the validators)', () => {
  it('starts with every field empty, the age unconfirmed and the terms agreed (section 4)', () => {
    const defaults = registerDefaults(fields, { affiliateCode: 'DEMOAGENT' });
    expect(defaults.termsAgreed).toBe(true);
    expect(defaults.ageConfirmed).toBe(false);
    expect(defaults.fields).toMatchObject({ username: '', affiliateCode: 'DEMOAGENT' });
    expect(Object.keys(defaults.fields)).toEqual(fields.map((f) => f.name));
  });

  it('accepts a filled form and trims the values', () => {
    const result = schema.parse({
      fields: { ...good, username: ' player01 ' },
      ageConfirmed: true,
      termsAgreed: true,
    });
    expect(result.fields.username).toBe('player01');
  });

  it('requires the required fields and the age and terms confirmations', () => {
    expect(
      problems({
        fields: { ...good, username: '', mobileNum: '', verificationCode: '' },
        ageConfirmed: false,
        termsAgreed: false,
      }),
    ).toEqual({
      'fields.username': 'required',
      'fields.mobileNum': 'required',
      'fields.verificationCode': 'required',
      ageConfirmed: 'age',
      termsAgreed: 'terms',
    });
  });

  it('applies each field rule (lengths and pattern) and leaves optional empty fields alone', () => {
    expect(
      problems({
        fields: {
          ...good,
          username: '9lives',
          mobileNum: '91700',
          payeeName: 'R2D2',
          email: 'no-at-sign',
          whatsapp: '12',
        },
        ageConfirmed: true,
        termsAgreed: true,
      }),
    ).toEqual({
      'fields.username': 'rule:letter_first_alphanumeric:6-16',
      'fields.mobileNum': 'rule:digits:10-11',
      'fields.payeeName': 'rule:english_letters_spaces:2-50',
      'fields.email': 'rule:email:5-254',
      'fields.whatsapp': 'rule:digits:5-20',
    });
  });

  it('requires the confirmation to equal the password', () => {
    expect(
      problems({
        fields: { ...good, confirmPassword: 'pass12345' },
        ageConfirmed: true,
        termsAgreed: true,
      }),
    ).toEqual({
      'fields.confirmPassword': 'mismatch',
    });
  });
});
