import type { Db } from '../db/create-db';
import type { MemberRecord } from '../db/core-records';
import type { Clock } from './clock';
import { fail } from './envelope';
import type { Failure } from './handler-types';
import type { MockConfig } from './mock-config';

/**
 * The one payment-password guard (issue 14): every operation that checks a payment password
 * (createWithdrawal, convertPoints, redeemPoints, transferToDownline, transferToUpline and
 * setPaymentPassword's proofs) goes through `checkPaymentPassword`. Wrong tries count per member
 * across all of them, on the sandbox clock; the 5th in a row locks the payment password for
 * `paymentPasswordLockMinutes` (sandbox setting, default 15). While locked even the right password
 * is refused: 429 `payment_password_locked` with `value.retryAfterSeconds`. A right password before
 * the lock clears the count; after a lock ends the count starts again from zero.
 */
export const maxPaymentPasswordFailures = 5;

export interface PaymentPasswordEnv {
  db: Db;
  clock: Clock;
  config: MockConfig;
}

/** 429 `payment_password_locked` while the member's payment password is locked, else null. */
export function paymentPasswordLockFailure(
  env: PaymentPasswordEnv,
  memberId: number,
  field = 'body.paymentPassword',
): Failure | null {
  const lockedUntil = env.db.paymentPasswordGuards.get(memberId)?.lockedUntil;
  if (!lockedUntil) return null;
  const waitMs = Date.parse(lockedUntil) - env.clock.nowMs();
  if (waitMs <= 0) return null;
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  return fail(
    429,
    'payment_password_locked',
    `too many wrong payment passwords; locked for ${Math.ceil(retryAfterSeconds / 60)} more minutes`,
    { field, value: { retryAfterSeconds } },
  );
}

/** Counts a wrong try; the 5th in a row locks. */
export async function recordPaymentPasswordFailure(
  env: PaymentPasswordEnv,
  memberId: number,
): Promise<void> {
  const nowMs = env.clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const lockUntil = () =>
    new Date(nowMs + env.config.paymentPasswordLockMinutes * 60_000).toISOString();
  const guard = env.db.paymentPasswordGuards.get(memberId);
  if (!guard) {
    await env.db.paymentPasswordGuards.insert({
      id: memberId,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: maxPaymentPasswordFailures <= 1 ? lockUntil() : null,
    });
    return;
  }
  // A lock that has ended starts the count again.
  const lockEnded = guard.lockedUntil !== null && Date.parse(guard.lockedUntil) <= nowMs;
  const failures = (lockEnded ? 0 : guard.failures) + 1;
  await env.db.paymentPasswordGuards.update(memberId, (g) => {
    g.failures = failures;
    g.lastFailureAt = now;
    g.lockedUntil = failures >= maxPaymentPasswordFailures ? lockUntil() : null;
  });
}

/** A right password clears the count. */
export async function clearPaymentPasswordFailures(
  env: PaymentPasswordEnv,
  memberId: number,
): Promise<void> {
  if (env.db.paymentPasswordGuards.get(memberId))
    await env.db.paymentPasswordGuards.remove(memberId);
}

/**
 * Checks `given` against the member's payment password: the lock first (429, even for the right
 * one), then the password (400 `payment_password_invalid`, counted). A member without a payment
 * password can never pass and gets the same refusal.
 */
export async function checkPaymentPassword(
  env: PaymentPasswordEnv,
  member: Pick<MemberRecord, 'id' | 'paymentPassword'>,
  given: string,
  field = 'body.paymentPassword',
): Promise<Failure | null> {
  const locked = paymentPasswordLockFailure(env, member.id, field);
  if (locked) return locked;
  if (member.paymentPassword !== null && member.paymentPassword === given) {
    await clearPaymentPasswordFailures(env, member.id);
    return null;
  }
  await recordPaymentPasswordFailure(env, member.id);
  const afterThis = paymentPasswordLockFailure(env, member.id, field);
  if (afterThis) return afterThis;
  const message =
    member.paymentPassword === null
      ? 'no payment password is set for this account'
      : 'the payment password is wrong';
  return fail(400, 'payment_password_invalid', message, { field });
}
