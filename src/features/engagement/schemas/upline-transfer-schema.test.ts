import { describe, expect, it } from 'vitest';
import { uplineTransferSchema } from './upline-transfer-schema';

const messages = {
  amountRequired: 'required',
  amountInvalid: 'invalid',
  amountAboveBalance: 'too much',
  paymentPasswordRequired: 'password',
};
const schema = uplineTransferSchema({ maxAmount: 100.5, messages });

const problems = (amount: string, paymentPassword = '123456') => {
  const result = schema.safeParse({ amount, paymentPassword });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('uplineTransferSchema', () => {
  it('takes an amount above 0 with up to 2 decimals, up to the main balance', () => {
    expect(problems('100.5')).toEqual([]);
    expect(problems(' 0.01 ')).toEqual([]);
    expect(problems('100')).toEqual([]);
  });

  it('refuses an empty, zero, negative, over-precise or non-numeric amount', () => {
    expect(problems('')).toEqual(['required']);
    expect(problems('0')).toEqual(['invalid']);
    expect(problems('-5')).toEqual(['invalid']);
    expect(problems('1.234')).toEqual(['invalid']);
    expect(problems('1e2')).toEqual(['invalid']);
  });

  it('refuses more than the main wallet holds', () => {
    expect(problems('100.51')).toEqual(['too much']);
  });

  it('needs the payment password', () => {
    expect(problems('10', '')).toEqual(['password']);
  });
});
