import type { MockBackend } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { fromCents, mainWallet, moveMoney } from '../../../core/money';
import type { MemberRecord } from '../../../db/core-records';
import { pointsConfig } from '../seed-data/catalogue';
import { isoAt, nextId } from './ids';
import { done, type Outcome } from '../../../core/envelope';
import { checkPaymentPassword } from '../../../core/payment-password';
import { pointsBalance } from './points-ledger';
import { settleDue } from './settle';

/** Money for `points` at `ratio` points per 1.00, rounded down to whole cents. */
export function conversionCents(points: number, ratio: number): number {
  return Math.floor((points * 100) / ratio);
}

/**
 * `convertPoints`: the one place points become money. Payment password first, then the minimum and
 * the balance; takes the points and credits the main wallet (`moveMoney` with `from: null`, ledger
 * type `points`). Runs inside the write lock, so concurrent conversions never spend the same points.
 * The caller makes it idempotent by requestId.
 */
export async function convertPoints(
  backend: MockBackend,
  member: MemberRecord,
  request: Schemas['PointsConvertRequest'],
): Promise<Outcome<Schemas['PointsConvertResult']>> {
  const { db } = backend;
  const wrongPassword = await checkPaymentPassword(backend, member, request.paymentPassword);
  if (wrongPassword) return wrongPassword;
  const amountCents = conversionCents(request.points, pointsConfig.ratio);
  if (request.points < pointsConfig.minConvertPoints || amountCents <= 0) {
    return fail(
      400,
      'amount_invalid',
      `at least ${pointsConfig.minConvertPoints} points must be converted`,
      { field: 'body.points' },
    );
  }
  const nowMs = backend.clock.nowMs();
  const before = pointsBalance(db, member.id, nowMs).points;
  if (before < request.points) {
    return fail(400, 'insufficient_points', `not enough points: you have ${before}`, {
      field: 'body.points',
    });
  }

  await settleDue(backend, member.id);
  const createdAt = isoAt(nowMs);
  const transactionId = nextId(db.pointsEntries, 'PT', createdAt);
  await db.pointsEntries.insert({
    id: transactionId,
    memberId: member.id,
    type: 'convert',
    changedPoints: -request.points,
    referenceNumber: transactionId,
    remark: `Converted to ${(amountCents / 100).toFixed(2)} in the main wallet`,
    createdAt,
    amountCents,
    ratio: pointsConfig.ratio,
    requestId: request.requestId,
  });
  await moveMoney(db, {
    from: null,
    to: { memberId: member.id, walletCode: mainWallet },
    amountCents,
    type: 'points',
    reference: transactionId,
    remark: `${request.points} points converted`,
    time: createdAt,
  });
  return done({
    transactionId,
    requestId: request.requestId,
    points: request.points,
    ratio: pointsConfig.ratio,
    amount: fromCents(amountCents),
    pointsBalance: before - request.points,
    createdAt,
  });
}
