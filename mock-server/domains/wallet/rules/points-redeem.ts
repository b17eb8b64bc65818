import { goodsView, redemptionView } from '../presenters';
import type { MockBackend } from '../../../core/backend';
import { fail, refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';

import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { pointsConfig } from '../seed-data/catalogue';
import type { PointsGoodsRecord } from '../records';
import { isoAt, msOf, nextId } from './ids';
import { done, type Outcome } from '../../../core/envelope';
import { dateRangeFailure, inDateRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import { newestFirst } from './newest-first';
import { checkPaymentPassword } from '../../../core/payment-password';
import { pointsBalance, pointsLedger } from './points-ledger';
import { mentionsReject, redemptionReviewMs } from './timeline';

export function listGoods(
  db: Db,
  query: { pageNo?: number; pageSize?: number; type?: Schemas['PointsGoodsType'] },
): Schemas['PointsGoodsPage'] {
  const goods = db.pointsGoods
    .all()
    .filter((g) => !query.type || g.type === query.type)
    .sort((a, b) => a.order - b.order)
    .map(goodsView);
  return pageOf(goods, query);
}

/** The balance right after each redemption, from the ledger (the line of its `redeem` entry). */
function balancesAfterRedemptions(db: Db, memberId: number, nowMs: number): Map<string, number> {
  const after = new Map<string, number>();
  for (const line of pointsLedger(db, memberId, nowMs)) {
    if (line.type === 'redeem') after.set(line.referenceNumber, line.pointsBalance);
  }
  return after;
}

export function listRedemptions(
  db: Db,
  memberId: number,
  query: {
    pageNo?: number;
    pageSize?: number;
    startDate?: string;
    endDate?: string;
    status?: Schemas['PointsRedemptionStatus'];
  },
  nowMs: number,
): Outcome<Schemas['PointsRedemptionPage']> {
  const badRange = dateRangeFailure(query);
  if (badRange) return badRange;
  const after = balancesAfterRedemptions(db, memberId, nowMs);
  const views = newestFirst(db.pointsRedemptionsOf(memberId), (r) => r.applyTime)
    .filter((r) => inDateRange(r.applyTime, query) && msOf(r.applyTime) <= nowMs)
    .map((r) => redemptionView(r, nowMs, after.get(r.id) ?? 0))
    .filter((r) => !query.status || r.status === query.status);
  return done(pageOf(views, query));
}

function accountFailure(
  goods: PointsGoodsRecord,
  request: Schemas['PointsRedeemRequest'],
): Failure | null {
  if (goods.needPaymentAccount && !request.paymentAccount) {
    if (goods.paymentAccountType === 'zalo') {
      return fail(400, 'error_zalo', 'enter a Zalo number ID to redeem bonus', {
        field: 'body.paymentAccount',
      });
    }
    if (goods.paymentAccountType === 'whatsapp') {
      return fail(400, 'error_whatsapp', 'a WhatsApp ID is required for bonus exchange', {
        field: 'body.paymentAccount',
      });
    }
    return refusals.invalid('body.paymentAccount', 'this reward needs the account it is paid to');
  }
  if (goods.needReceivingAddress && !request.receivingAddress) {
    return refusals.invalid('body.receivingAddress', 'this reward needs a receiving address');
  }
  return null;
}

/** A deterministic voucher code for an approved voucher redemption (shown in its remark). */
function voucherCode(id: string): string {
  let h = 2166136261;
  for (const char of id) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  const text = h.toString(36).toUpperCase().padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 8)}`;
}

/** The operator's note that comes with a review outcome. */
export function outcomeRemarkOf(
  goods: PointsGoodsRecord,
  outcome: 'approved' | 'rejected',
  redemptionId: string,
  paymentAccount: string | null,
): string {
  if (outcome === 'rejected') return 'The delivery details could not be verified; points returned.';
  if (goods.type === 'voucher') return `Voucher code: ${voucherCode(redemptionId)}`;
  if (goods.type === 'bonus') return `Paid to ${paymentAccount ?? 'your account'}.`;
  return 'Shipped to your receiving address.';
}

function outcomeOf(goods: PointsGoodsRecord, request: Schemas['PointsRedeemRequest'], id: string) {
  const outcome = mentionsReject(request.receivingAddress, request.paymentAccount)
    ? ('rejected' as const)
    : ('approved' as const);
  return {
    outcome,
    outcomeRemark: outcomeRemarkOf(goods, outcome, id, request.paymentAccount ?? null),
  };
}

/**
 * `redeemPoints`: payment password first, then the goods, the details it needs, its stock and the
 * member's points; takes `quantity` x `points` at once and starts the review (see
 * `rules/timeline.ts`). Runs inside the write lock, so two redemptions never spend the same points.
 * A rejected redemption gives the points back (a `refund` line); the stock is not put back (the
 * operator restocks). The caller makes it idempotent by requestId.
 */
export async function redeemPoints(
  backend: MockBackend,
  member: MemberRecord,
  request: Schemas['PointsRedeemRequest'],
): Promise<Outcome<Schemas['PointsRedemption']>> {
  const { db } = backend;
  const wrongPassword = await checkPaymentPassword(backend, member, request.paymentPassword);
  if (wrongPassword) return wrongPassword;
  const goods = db.pointsGoods.get(request.goodsId);
  if (!goods) return fail(404, 'not_found', 'no such reward', { field: 'body.goodsId' });
  const missing = accountFailure(goods, request);
  if (missing) return missing;
  if (request.quantity > goods.stock) {
    const message =
      goods.stock === 0 ? 'this reward is sold out' : `only ${goods.stock} ${goods.unit} left`;
    return refusals.invalid('body.quantity', message);
  }
  const nowMs = backend.clock.nowMs();
  const cost = goods.points * request.quantity;
  const before = pointsBalance(db, member.id, nowMs).points;
  if (before < cost) {
    return fail(400, 'insufficient_points', `this needs ${cost} points; you have ${before}`, {
      field: 'body.quantity',
    });
  }

  const applyTime = isoAt(nowMs);
  const id = nextId(db.pointsRedemptions, 'PR', applyTime);
  await db.pointsGoods.update(goods.id, (g) => {
    g.stock -= request.quantity;
  });
  const redemption = await db.pointsRedemptions.insert({
    id,
    memberId: member.id,
    requestId: request.requestId,
    goodsId: goods.id,
    name: goods.name,
    type: goods.type,
    unit: goods.unit,
    quantity: request.quantity,
    points: goods.points,
    amountCents: goods.amountCents * request.quantity,
    ratio: pointsConfig.ratio,
    paymentAccount: request.paymentAccount ?? null,
    receivingAddress: request.receivingAddress ?? null,
    applyTime,
    reviewAt: isoAt(nowMs + redemptionReviewMs[goods.type]),
    ...outcomeOf(goods, request, id),
  });
  await db.pointsEntries.insert({
    id: nextId(db.pointsEntries, 'PT', applyTime),
    memberId: member.id,
    type: 'redeem',
    changedPoints: -cost,
    referenceNumber: id,
    remark: `${goods.name} x ${request.quantity}`,
    createdAt: applyTime,
    amountCents: null,
    ratio: null,
    requestId: request.requestId,
  });
  return done(redemptionView(redemption, nowMs, before - cost));
}
