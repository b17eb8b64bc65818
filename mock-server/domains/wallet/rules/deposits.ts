import type { MockBackend } from '../../../core/backend';
import { fail, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { fromCents } from '../../../core/money';
import type { Db } from '../../../db/create-db';
import type { DepositChannelRecord, DepositRecord } from '../records';
import { centsOf, formatCents } from './amounts';
import { isoAt, msOf, nextId } from './ids';
import { done, type Outcome } from './outcome';
import { dateRangeFailure, inDateRange, newestFirst, pageOf } from './paging';
import { settleDue } from './settle';
import { depositSchedule, depositStateAt, mentionsReject } from './timeline';

export function channelView(channel: DepositChannelRecord): Schemas['DepositChannel'] {
  return {
    channelId: channel.id,
    name: channel.name,
    type: channel.type,
    minAmount: fromCents(channel.minCents),
    maxAmount: fromCents(channel.maxCents),
    status: channel.status,
    requiresPayerName: channel.requiresPayerName,
    requiresReference: channel.requiresReference,
    ...(channel.logo ? { logo: channel.logo } : {}),
    ...(channel.remark ? { remark: channel.remark } : {}),
  };
}

export function listChannels(db: Db): Schemas['DepositChannel'][] {
  return db.depositChannels
    .all()
    .sort((a, b) => a.order - b.order)
    .map(channelView);
}

export function depositView(deposit: DepositRecord, nowMs: number): Schemas['Deposit'] {
  const state = depositStateAt(deposit, nowMs);
  return {
    depositId: deposit.id,
    requestId: deposit.requestId,
    channelId: deposit.channelId,
    channelName: deposit.channelName,
    channelType: deposit.channelType,
    amount: fromCents(deposit.amountCents),
    status: state.status,
    ...(deposit.payerName ? { payerName: deposit.payerName } : {}),
    ...(deposit.reference ? { reference: deposit.reference } : {}),
    ...(deposit.payTo ? { payTo: deposit.payTo } : {}),
    ...(deposit.paymentUrl ? { paymentUrl: deposit.paymentUrl } : {}),
    ...(state.status === 'rejected' || state.status === 'cancelled'
      ? deposit.remark
        ? { remark: deposit.remark }
        : {}
      : {}),
    createdAt: deposit.createdAt,
    updatedAt: state.updatedAt,
    ...(state.approvedAt ? { approvedAt: state.approvedAt } : {}),
  };
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
 * it is approved. The caller makes it idempotent by requestId.
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
