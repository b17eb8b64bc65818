import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import {
  clearPaymentPasswordFailures,
  paymentPasswordLockFailure,
  recordPaymentPasswordFailure,
} from '../../../core/payment-password';
import type { AccountsEnv } from './accounts-env';
import { paymentPasswordRuleFailure } from './password-policy';

export { maxPaymentPasswordFailures } from '../../../core/payment-password';

type Change = BodyOf<'setPaymentPassword'>;

/**
 * Sets (first time, proven with the login password) or changes (proven with the old payment
 * password) the payment password. Wrong proofs count together with every other payment-password
 * check (core/payment-password.ts): the 5th wrong one in a row locks it (429
 * `payment_password_locked`, even for the right proof) for `paymentPasswordLockMinutes`.
 */
export async function setPaymentPassword(
  env: AccountsEnv,
  member: MemberRecord,
  change: Change,
): Promise<Failure | null> {
  const proofField = member.paymentPassword !== null ? 'body.oldPaymentPassword' : 'body.password';
  const locked = paymentPasswordLockFailure(env, member.id, proofField);
  if (locked) return locked;
  const ruleBroken = paymentPasswordRuleFailure(
    change.newPaymentPassword,
    'body.newPaymentPassword',
  );
  if (ruleBroken) return ruleBroken;
  if (change.newPaymentPassword !== change.confirmNewPaymentPassword) {
    return fail(
      400,
      'password_mismatch',
      'the confirmation does not match the new payment password',
      { field: 'body.confirmNewPaymentPassword' },
    );
  }
  if (member.paymentPassword !== null) {
    if (change.oldPaymentPassword === undefined)
      return refusals.invalid(
        'body.oldPaymentPassword',
        'the current payment password is required',
      );
    if (change.oldPaymentPassword !== member.paymentPassword) {
      await recordPaymentPasswordFailure(env, member.id);
      const nowLocked = paymentPasswordLockFailure(env, member.id, proofField);
      if (nowLocked) return nowLocked;
      return fail(400, 'payment_password_invalid', 'the old payment password is wrong', {
        field: 'body.oldPaymentPassword',
      });
    }
  } else {
    if (change.password === undefined)
      return refusals.invalid(
        'body.password',
        'the login password is required to set a payment password',
      );
    if (change.password !== member.password) {
      await recordPaymentPasswordFailure(env, member.id);
      const nowLocked = paymentPasswordLockFailure(env, member.id, proofField);
      if (nowLocked) return nowLocked;
      return fail(400, 'payment_password_invalid', 'the login password is wrong', {
        field: 'body.password',
      });
    }
  }
  await env.db.members.update(member.id, (m) => {
    m.paymentPassword = change.newPaymentPassword;
  });
  await clearPaymentPasswordFailures(env, member.id);
  return null;
}
