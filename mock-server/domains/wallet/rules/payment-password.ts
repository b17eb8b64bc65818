import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';

/**
 * Withdrawals, redemptions and conversions need the payment password (set at registration or in the
 * security centre). A member without one can never pass: the answer is the same refusal.
 */
export function paymentPasswordFailure(member: MemberRecord, given: string): Failure | null {
  if (member.paymentPassword !== null && member.paymentPassword === given) return null;
  const message =
    member.paymentPassword === null
      ? 'no payment password is set for this account'
      : 'the payment password is wrong';
  return fail(400, 'payment_password_invalid', message, { field: 'body.paymentPassword' });
}
