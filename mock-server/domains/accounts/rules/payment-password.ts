import { fail, refusals } from '../../../core/envelope';
import type { BodyOf, Failure } from '../../../core/handler-types';
import type { MemberRecord } from '../../../db/core-records';
import { minuteMs, type AccountsEnv } from './accounts-env';
import { paymentPasswordRuleFailure } from './password-policy';

export const maxPaymentPasswordFailures = 5;
export const paymentPasswordLockMs = 15 * minuteMs;

type Change = BodyOf<'setPaymentPassword'>;

function lockFailure(env: AccountsEnv, memberId: number): Failure | null {
  const guard = env.db.paymentPasswordGuards.get(memberId);
  if (!guard || guard.failures < maxPaymentPasswordFailures) return null;
  const waitMs = Date.parse(guard.windowStartedAt) + paymentPasswordLockMs - env.clock.nowMs();
  if (waitMs <= 0) return null;
  const retryAfterSeconds = Math.ceil(waitMs / 1000);
  return fail(
    429,
    'too_many_requests',
    `too many wrong passwords; retry in ${retryAfterSeconds} s`,
    { value: { retryAfterSeconds } },
  );
}

async function recordFailure(env: AccountsEnv, memberId: number): Promise<void> {
  const now = env.clock.nowMs();
  const guard = env.db.paymentPasswordGuards.get(memberId);
  if (!guard) {
    await env.db.paymentPasswordGuards.insert({
      id: memberId,
      failures: 1,
      windowStartedAt: new Date(now).toISOString(),
    });
    return;
  }
  const expired = now - Date.parse(guard.windowStartedAt) >= paymentPasswordLockMs;
  await env.db.paymentPasswordGuards.update(memberId, (g) => {
    g.failures = expired ? 1 : g.failures + 1;
    if (expired) g.windowStartedAt = new Date(now).toISOString();
  });
}

/**
 * Sets (first time, proven with the login password) or changes (proven with the old payment
 * password) the payment password. Wrong proofs count; five within 15 minutes lock the member out
 * for the rest of the window (429).
 */
export async function setPaymentPassword(
  env: AccountsEnv,
  member: MemberRecord,
  change: Change,
): Promise<Failure | null> {
  const locked = lockFailure(env, member.id);
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
      await recordFailure(env, member.id);
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
      await recordFailure(env, member.id);
      return fail(400, 'payment_password_invalid', 'the login password is wrong', {
        field: 'body.password',
      });
    }
  }
  await env.db.members.update(member.id, (m) => {
    m.paymentPassword = change.newPaymentPassword;
  });
  if (env.db.paymentPasswordGuards.get(member.id))
    await env.db.paymentPasswordGuards.remove(member.id);
  return null;
}
