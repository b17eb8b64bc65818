import { describe, expect, it } from 'vitest';
import { downlineTransferSchema, transferBounds } from './downline-transfer-schema';

const messages = {
  amountRequired: 'required',
  amountInvalid: 'invalid',
  amountAboveBalance: 'above',
  paymentPasswordRequired: 'password',
};
const problems = (amount: string, mainBalance = 100, paymentPassword = '123456') => {
  const result = downlineTransferSchema({ mainBalance, messages }).safeParse({
    amount,
    paymentPassword,
  });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the transfer to a downline', () => {
  it('takes an amount from 0.01 up to the whole main wallet', () => {
    expect(problems('0.01')).toEqual([]);
    expect(problems('100')).toEqual([]);
    expect(problems(' 99.99 ')).toEqual([]);
    expect(problems('100.00')).toEqual([]);
  });

  it('refuses nothing, zero, negatives, text and more than 2 decimals', () => {
    expect(problems('')).toEqual(['required']);
    expect(problems('0')).toEqual(['invalid']);
    expect(problems('0.00')).toEqual(['invalid']);
    expect(problems('-5')).toEqual(['invalid']);
    expect(problems('abc')).toEqual(['invalid']);
    expect(problems('1.234')).toEqual(['invalid']);
    expect(problems('1e3')).toEqual(['invalid']);
  });

  it('refuses more than the main wallet holds, and anything from an empty wallet', () => {
    expect(problems('100.01')).toEqual(['above']);
    expect(problems('0.01', 0)).toEqual(['above']);
  });

  it('needs the payment password', () => {
    expect(problems('10', 100, '')).toEqual(['password']);
  });

  it('bounds: the lowest amount is a cent, the highest the balance to the cent below', () => {
    expect(transferBounds(1520)).toEqual({ min: 0.01, max: 1520 });
    expect(transferBounds(10.459)).toEqual({ min: 0.01, max: 10.45 });
    expect(transferBounds(-3)).toEqual({ min: 0.01, max: 0 });
  });
});
