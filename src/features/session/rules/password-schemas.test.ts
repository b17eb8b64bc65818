import { describe, expect, it } from 'vitest';
import { defaultRegisterValidators } from '../../../../mock-server/domains/system/rules/register-validators';
import {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  type PasswordMessages,
} from './password-schemas';

const validators = defaultRegisterValidators();
const messages: PasswordMessages = {
  required: 'required',
  rule: (rule) => `rule:${rule.patternId}`,
  mismatch: 'mismatch',
  mobileRequired: 'mobile?',
  mobileInvalid: 'mobile!',
  smsCodeRequired: 'code?',
};
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('change password (section 5)', () => {
  const schema = changePasswordSchema({ passwordRule: validators.password, messages });

  it('requires the old password, the new one under the password rule, and an equal confirmation', () => {
    expect(
      problems(schema.safeParse({ oldPassword: '', newPassword: '', confirmNewPassword: '' })),
    ).toMatchObject({
      oldPassword: 'required',
      newPassword: 'required',
      confirmNewPassword: 'required',
    });
    expect(
      problems(
        schema.safeParse({
          oldPassword: 'x',
          newPassword: 'lettersonly',
          confirmNewPassword: 'lettersonly',
        }),
      ),
    ).toEqual({
      newPassword: 'rule:letters_and_digits',
    });
    expect(
      problems(
        schema.safeParse({
          oldPassword: 'x',
          newPassword: 'newpass99',
          confirmNewPassword: 'newpass98',
        }),
      ),
    ).toEqual({
      confirmNewPassword: 'mismatch',
    });
    expect(
      schema.safeParse({
        oldPassword: '{secret}',
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
      }).success,
    ).toBe(true);
  });
});

describe('forgot password (section 5)', () => {
  it('by email: the username rule and the email rule, both required', () => {
    const schema = forgotByEmailSchema({
      usernameRule: validators.username,
      emailRule: validators.email,
      messages,
    });
    expect(problems(schema.safeParse({ username: '', email: '' }))).toEqual({
      username: 'required',
      email: 'required',
    });
    expect(problems(schema.safeParse({ username: '1abc', email: 'nope' }))).toEqual({
      username: 'rule:letter_first_alphanumeric',
      email: 'rule:email',
    });
    expect(schema.safeParse({ username: 'player01', email: 'player01@example.test' }).success).toBe(
      true,
    );
  });

  it('by phone: mobile in format, SMS code, new password under the rule, confirmation equal', () => {
    const schema = forgotByPhoneSchema({
      mobileRule: validators.mobileNum,
      passwordRule: validators.password,
      messages,
    });
    expect(
      problems(
        schema.safeParse({
          mobileNum: '12',
          verificationCode: '',
          newPassword: 'abc',
          confirmNewPassword: 'abc',
        }),
      ),
    ).toEqual({
      mobileNum: 'mobile!',
      verificationCode: 'code?',
      newPassword: 'rule:letters_and_digits',
    });
    expect(
      schema.safeParse({
        mobileNum: '9171234567',
        verificationCode: '123456',
        newPassword: 'newpass99',
        confirmNewPassword: 'newpass99',
      }).success,
    ).toBe(true);
  });
});
