import { describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../../db/core-records';
import { paymentPasswordFailure } from './payment-password';

const member = (paymentPassword: string | null) =>
  ({ paymentPassword }) as Pick<MemberRecord, 'paymentPassword'> as MemberRecord;

describe('paymentPasswordFailure', () => {
  it('passes the right password only', () => {
    expect(paymentPasswordFailure(member('123456'), '123456')).toBeNull();
    expect(paymentPasswordFailure(member('123456'), '654321')?.envelope).toMatchObject({
      code: 'payment_password_invalid',
      field: 'body.paymentPassword',
    });
  });

  it('never passes a member without a payment password', () => {
    expect(paymentPasswordFailure(member(null), '')?.envelope.code).toBe(
      'payment_password_invalid',
    );
    expect(paymentPasswordFailure(member(null), 'null')?.envelope.message).toMatch(
      /no payment password/,
    );
  });
});
