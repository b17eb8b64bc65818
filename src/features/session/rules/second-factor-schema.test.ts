import { describe, expect, it } from 'vitest';
import { isNumericAnswer, secondFactorSchema, sendsCode } from './second-factor-schema';

const messages = { required: 'required', sixDigits: 'six digits' };

describe('the second-factor answer', () => {
  it('is required and trimmed for every method', () => {
    for (const method of ['phone', 'bankAccountName', 'verificationCode'] as const) {
      const result = secondFactorSchema(method, messages).safeParse({ answer: '   ' });
      expect(result.error?.issues[0]?.message).toBe('required');
    }
    expect(secondFactorSchema('phone', messages).parse({ answer: ' 123456 ' })).toEqual({
      answer: '123456',
    });
  });

  it('is six digits for the sent and authenticator codes only', () => {
    for (const method of ['phone', 'email', 'authenticator'] as const) {
      expect(
        secondFactorSchema(method, messages).safeParse({ answer: '12345' }).error?.issues[0]
          ?.message,
      ).toBe('six digits');
      expect(isNumericAnswer(method)).toBe(true);
    }
    expect(
      secondFactorSchema('bankAccountName', messages).parse({ answer: ' Demo Player ' }),
    ).toEqual({
      answer: 'Demo Player',
    });
    expect(secondFactorSchema('verificationCode', messages).parse({ answer: 'ab12' })).toEqual({
      answer: 'ab12',
    });
    expect(isNumericAnswer('verificationCode')).toBe(false);
  });

  it('offers a resend for the phone and email codes', () => {
    expect(sendsCode('phone')).toBe(true);
    expect(sendsCode('email')).toBe(true);
    expect(sendsCode('authenticator')).toBe(false);
    expect(sendsCode('bankAccountName')).toBe(false);
  });
});
