import { describe, expect, it } from 'vitest';
import {
  paymentPasswordBody,
  paymentPasswordField,
  paymentPasswordMode,
} from './payment-password-request';

const values = {
  proof: ' secret1 ',
  newPaymentPassword: '654321',
  confirmNewPaymentPassword: '654321',
};

describe('paymentPasswordBody', () => {
  it('proves a first payment password with the login password', () => {
    expect(paymentPasswordBody(paymentPasswordMode(false), values)).toEqual({
      password: 'secret1',
      newPaymentPassword: '654321',
      confirmNewPaymentPassword: '654321',
    });
  });

  it('proves a change with the current payment password', () => {
    expect(paymentPasswordBody(paymentPasswordMode(true), values)).toEqual({
      oldPaymentPassword: 'secret1',
      newPaymentPassword: '654321',
      confirmNewPaymentPassword: '654321',
    });
  });
});

describe('paymentPasswordField', () => {
  it('puts a wrong login or old payment password on the proof field', () => {
    expect(paymentPasswordField('password')).toBe('proof');
    expect(paymentPasswordField('oldPaymentPassword')).toBe('proof');
  });

  it('keeps the new password fields and gives anything else to the form', () => {
    expect(paymentPasswordField('newPaymentPassword')).toBe('newPaymentPassword');
    expect(paymentPasswordField('confirmNewPaymentPassword')).toBe('confirmNewPaymentPassword');
    expect(paymentPasswordField(null)).toBeNull();
    expect(paymentPasswordField('captcha')).toBeNull();
  });
});
