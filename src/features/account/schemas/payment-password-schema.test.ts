import { describe, expect, it } from 'vitest';
import { paymentPasswordSchema } from './payment-password-schema';

const schema = paymentPasswordSchema({
  rule: { minLength: 6, maxLength: 6, patternId: 'digits', acceptedPattern: '^[0-9]+$' },
  messages: { required: 'required', rule: (r) => `${r.minLength} digits`, mismatch: 'mismatch' },
});

function messages(values: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('paymentPasswordSchema', () => {
  it('accepts a proof and a new password under the rule, confirmed', () => {
    expect(
      messages({ proof: 'x', newPaymentPassword: '123456', confirmNewPaymentPassword: '123456' }),
    ).toEqual({});
  });

  it('wants every field', () => {
    expect(messages({ proof: ' ', newPaymentPassword: '', confirmNewPaymentPassword: '' })).toEqual(
      { proof: 'required', newPaymentPassword: 'required', confirmNewPaymentPassword: 'required' },
    );
  });

  it('holds the new password to the rule and the confirmation to the new password', () => {
    expect(
      messages({ proof: 'x', newPaymentPassword: '12345a', confirmNewPaymentPassword: '12345a' }),
    ).toEqual({ newPaymentPassword: '6 digits' });
    expect(
      messages({ proof: 'x', newPaymentPassword: '123456', confirmNewPaymentPassword: '123457' }),
    ).toEqual({ confirmNewPaymentPassword: 'mismatch' });
  });
});
