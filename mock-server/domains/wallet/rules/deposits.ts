import { channelView, depositView } from '../presenters';
import type { MockBackend } from '../../../core/backend';
import { fail, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { DepositRecord } from '../records';
import { centsOf, formatCents } from './amounts';
import { isoAt, msOf, nextId } from './ids';
import { done, type Outcome } from '../../../core/envelope';
import { dateRangeFailure, inDateRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import { newestFirst } from './newest-first';
import { depositLimitFailure } from '../../protection/rules/deposit-limit-store';
import { settleDue } from './settle';
import { depositSchedule, mentionsReject } from './timeline';

export function listChannels(db: Db): Schemas['DepositChannel'][] {
  return db.depositChannels
    .all()
    .sort((a, b) => a.order - b.order)
    .map(channelView);
}

export function listDeposits(
  db: Db,
  memberId: number,
  query: {
    pageNo?: number;
    pageSize?: number;
    startDate?: string;
    endDate?: string;
    status?: Schemas['DepositStatus'];
  },
  nowMs: number,
): Outcome<Schemas['DepositPage']> {
  const badRange = dateRangeFailure(query);
  if (badRange) return badRange;
  const views = newestFirst(db.depositsOf(memberId), (d) => d.createdAt)
    .filter((d) => inDateRange(d.createdAt, query))
    .map((d) => depositView(d, nowMs))
    .filter((d) => !query.status || d.status === query.status);
  return done(pageOf(views, query));
}

/**
 * `createDeposit`: a `pending` deposit on its schedule (`rules/timeline.ts`); no money moves until
 * it is approved. Refused (403 `deposit_limit_exceeded`) when it would break one of the member's
 * deposit limits. The caller makes it idempotent by requestId.
 */
export async function createDeposit(
  backend: MockBackend,
  memberId: number,
  request: Schemas['DepositRequest'],
): Promise<Outcome<DepositRecord>> {
  const { db } = backend;
  const channel = db.depositChannels.get(request.channelId);
  if (!channel)
    return fail(404, 'not_found', 'no such deposit channel', { field: 'body.channelId' });
  if (channel.requiresPayerName && !request.payerName) {
    return refusals.invalid(
      'body.payerName',
      `${channel.name} needs the name of the paying account holder`,
    );
  }
  if (channel.requiresReference && !request.reference) {
    return refusals.invalid('body.reference', `${channel.name} needs the payment reference`);
  }
  if (channel.status === 'maintenance') {
    return fail(503, 'service_unavailable', 'this deposit channel is under maintenance', {
      field: 'body.channelId',
    });
  }
  const amountCents = centsOf(request.amount);
  if (amountCents === null) {
    return fail(400, 'amount_invalid', 'amount must be positive with at most 2 decimals', {
      field: 'body.amount',
    });
  }
  if (amountCents < channel.minCents || amountCents > channel.maxCents) {
    return fail(
      400,
      'amount_invalid',
      `amount must be between ${formatCents(channel.minCents)} and ${formatCents(channel.maxCents)} for this channel`,
      {
        field: 'body.amount',
      },
    );
  }
  // The member's own deposit limits (protection domain): the lowest applicable one wins.
  const overLimit = depositLimitFailure(db, memberId, amountCents, backend.clock.nowMs());
  if (overLimit) return overLimit;
  // Books earlier deposits that came due, so the core wallets stay current for other domains too.
  await settleDue(backend, memberId);
  const createdAt = backend.clock.iso();
  const id = nextId(db.deposits, 'DP', createdAt);
  const rejected = mentionsReject(request.payerName, request.reference);
  const deposit = await db.deposits.insert({
    id,
    memberId,
    requestId: request.requestId,
    channelId: channel.id,
    channelName: channel.name,
    channelType: channel.type,
    amountCents,
    payerName: request.payerName ?? null,
    reference: request.reference ?? null,
    payTo: channel.payTo,
    paymentUrl: channel.paymentUrlBase ? `${channel.paymentUrlBase}${id}` : null,
    createdAt,
    processingAt: isoAt(msOf(createdAt) + depositSchedule.processingAfterMs),
    decideAt: isoAt(msOf(createdAt) + depositSchedule.decideAfterMs),
    outcome: rejected ? 'rejected' : 'approved',
    remark: rejected ? 'The payment could not be matched to this deposit.' : null,
    bookedAt: null,
  });
  return done(deposit);
}
