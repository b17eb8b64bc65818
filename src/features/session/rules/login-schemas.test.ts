import { describe, expect, it } from 'vitest';
import { fallbackRules } from '../../../lib/auth/field-rules';
import { smsLoginSchema, usernameLoginSchema, type LoginMessages } from './login-schemas';

const messages: LoginMessages = {
  usernameRequired: 'username?',
  passwordRequired: 'password?',
  captchaRequired: 'captcha?',
  mobileRequired: 'mobile?',
  mobileInvalid: 'mobile!',
  smsCodeRequired: 'code?',
};
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('username login (section 5)', () => {
  it('requires username and password and trims them', () => {
    const schema = usernameLoginSchema({ captchaShown: false, messages });
    expect(
      schema.parse({
        username: ' demoplayer ',
        password: ' demo1234 ',
        captcha: '',
        remember: false,
      }),
    ).toMatchObject({
      username: 'demoplayer',
      password: 'demo1234',
    });
    expect(
      problems(schema.safeParse({ username: '  ', password: '', captcha: '', remember: false })),
    ).toEqual({
      username: 'username?',
      password: 'password?',
    });
  });

  it('requires the captcha only once it is shown', () => {
    const values = { username: 'a', password: 'b', captcha: ' ', remember: true };
    expect(usernameLoginSchema({ captchaShown: false, messages }).safeParse(values).success).toBe(
      true,
    );
    expect(
      problems(usernameLoginSchema({ captchaShown: true, messages }).safeParse(values)),
    ).toEqual({ captcha: 'captcha?' });
  });
});

describe('SMS login (section 5)', () => {
  const schema = smsLoginSchema({
    mobileRule: { minLength: 10, maxLength: 11, patternId: 'digits', acceptedPattern: '^[0-9]+$' },
    messages,
  });

  it('requires a mobile number in the site format and the SMS code', () => {
    expect(problems(schema.safeParse({ mobileNum: '', code: '', remember: false }))).toEqual({
      mobileNum: 'mobile?',
      code: 'code?',
    });
    expect(
      problems(schema.safeParse({ mobileNum: '917-123', code: '1', remember: false })),
    ).toEqual({ mobileNum: 'mobile!' });
    expect(
      schema.safeParse({ mobileNum: ' 9171234567 ', code: '123456', remember: false }).success,
    ).toBe(true);
  });

  it('uses the contract limits while the site rules are not loaded', () => {
    const loose = smsLoginSchema({ mobileRule: fallbackRules.mobileNum, messages });
    expect(loose.safeParse({ mobileNum: '12345', code: '1', remember: false }).success).toBe(true);
    expect(loose.safeParse({ mobileNum: '1234', code: '1', remember: false }).success).toBe(false);
  });
});
