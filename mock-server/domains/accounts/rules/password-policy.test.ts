import { describe, expect, it } from 'vitest';
import { dayMs } from './accounts-env';
import {
  hasDefaultPassword,
  isPasswordExpired,
  passwordRuleFailure,
  paymentPasswordRuleFailure,
} from './password-policy';
import { emptyEnv } from '../test-support';

describe('password policy', () => {
  it('recognises the default password', () => {
    expect(hasDefaultPassword({ password: '{secret}' })).toBe(true);
    expect(hasDefaultPassword({ password: 'demo1234' })).toBe(false);
  });

  it('expires a flagged password, and an old one only while PASSEXPIRY3 is on', () => {
    const env = emptyEnv();
    env.config.passwordMaxAgeDays = 90;
    const fresh = {
      passwordExpired: false,
      passwordChangedAt: new Date(env.clock.nowMs() - 89 * dayMs).toISOString(),
    };
    const old = {
      passwordExpired: false,
      passwordChangedAt: new Date(env.clock.nowMs() - 91 * dayMs).toISOString(),
    };
    expect(isPasswordExpired(env, fresh)).toBe(false);
    expect(isPasswordExpired(env, old)).toBe(true);
    expect(isPasswordExpired(env, { ...fresh, passwordExpired: true })).toBe(true);
    env.config.flags.PASSEXPIRY3 = false;
    expect(isPasswordExpired(env, old)).toBe(false);
    env.config.flags.PASSEXPIRY3 = true;
    env.config.flags.LOGIN3 = false;
    expect(isPasswordExpired(env, old)).toBe(false);
  });

  it('applies the published password rule (6-20 letters and digits, one of each)', () => {
    expect(passwordRuleFailure('N3wPassw0rd', 'body.newPassword')).toBeNull();
    for (const bad of [
      'abc12',
      'onlyletters',
      '12345678',
      'with space1',
      '{secret}',
      'a1'.repeat(11),
    ]) {
      expect(passwordRuleFailure(bad, 'body.newPassword'), bad).toMatchObject({
        status: 400,
        envelope: { code: 'password_rule', field: 'body.newPassword' },
      });
    }
  });

  it('applies the payment-password rule (6 digits) even though the registration form hides it', () => {
    expect(paymentPasswordRuleFailure('654321', 'body.newPaymentPassword')).toBeNull();
    expect(paymentPasswordRuleFailure('65432a', 'body.newPaymentPassword')?.envelope.message).toBe(
      'the payment password must be 6 characters of digits only',
    );
  });
});
