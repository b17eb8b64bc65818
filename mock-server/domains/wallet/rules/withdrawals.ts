import { withdrawalView } from '../presenters';
import type { MockBackend } from '../../../core/backend';
import { fail, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { InsufficientFunds, mainWallet, moveMoney } from '../../../core/money';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import { withdrawalLimits, withdrawalRateLimit } from '../seed-data/catalogue';
import type { WithdrawalReceipt, WithdrawalRecord } from '../records';
import { centsOf, formatCents, maskAccountNumber } from './amounts';
import { isoAt, msOf, nextId } from './ids';
import { done, type Outcome } from '../../../core/envelope';
import { dateRangeFailure, inDateRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import { newestFirst } from './newest-first';
import { checkPaymentPassword } from '../../../core/payment-password';
import { checkProofImages } from './proof-image';
import { settleDue } from './settle';
import { mentionsReject, withdrawalSchedule, withdrawalStateAt } from './timeline';

export function listWithdrawals(
  db: Db,
  memberId: number,
  query: {
    pageNo?: number;
    pageSize?: number;
    startDate?: string;
    endDate?: string;
    status?: Schemas['WithdrawalStatus'];
  },
  nowMs: number,
): Outcome<Schemas['WithdrawalPage']> {
  const badRange = dateRangeFailure(query);
  if (badRange) return badRange;
  const views = newestFirst(db.withdrawalsOf(memberId), (w) => w.createdAt)
    .filter((w) => inDateRange(w.createdAt, query))
    .map((w) => withdrawalView(w, nowMs))
    .filter((w) => !query.status || w.status === query.status);
  return done(pageOf(views, query));
}

/** Withdrawals already taken from the main wallet and not yet paid out (`pending` or `processing`). */
export function pendingWithdrawalCents(db: Db, memberId: number, nowMs: number): number {
  return db
    .withdrawalsOf(memberId)
    .filter((w) => ['pending', 'processing'].includes(withdrawalStateAt(w, nowMs).status))
    .reduce((sum, w) => sum + w.amountCents, 0);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * `createWithdrawal`: checks the payment password, then takes the amount from the main wallet at once
 * (money leaves the platform: `moveMoney` with `to: null`) and starts the withdrawal's schedule. Only
 * MAIN counts; vendor sub-wallets must be transferred back first. The caller makes it idempotent.
 */
export async function createWithdrawal(
  backend: MockBackend,
  member: MemberRecord,
  request: Schemas['WithdrawalRequest'],
): Promise<Outcome<WithdrawalRecord>> {
  const { db } = backend;
  const wrongPassword = await checkPaymentPassword(backend, member, request.paymentPassword);
  if (wrongPassword) return wrongPassword;
  const payeeName = member.profile.payeeName;
  if (payeeName && !sameName(payeeName, request.payeeAccount.accountName)) {
    return refusals.invalid(
      'body.payeeAccount.accountName',
      'the account name must match your payee name',
    );
  }
  const amountCents = centsOf(request.amount);
  if (amountCents === null) {
    return fail(400, 'amount_invalid', 'amount must be positive with at most 2 decimals', {
      field: 'body.amount',
    });
  }
  if (amountCents < withdrawalLimits.minCents || amountCents > withdrawalLimits.maxCents) {
    return fail(
      400,
      'amount_invalid',
      `amount must be between ${formatCents(withdrawalLimits.minCents)} and ${formatCents(withdrawalLimits.maxCents)}`,
      { field: 'body.amount' },
    );
  }
  const nowMs = backend.clock.nowMs();
  const windowStart = nowMs - withdrawalRateLimit.windowMinutes * 60_000;
  const recent = db.withdrawalsOf(member.id).filter((w) => msOf(w.createdAt) > windowStart);
  if (recent.length >= withdrawalRateLimit.count) {
    const oldest = Math.min(...recent.map((w) => msOf(w.createdAt)));
    return fail(
      429,
      'too_many_requests',
      `at most ${withdrawalRateLimit.count} withdrawals per ${withdrawalRateLimit.windowMinutes} minutes`,
      {
        value: { retryAfterSeconds: Math.max(1, Math.ceil((oldest - windowStart) / 1000)) },
      },
    );
  }

  await settleDue(backend, member.id);
  const createdAt = isoAt(nowMs);
  const id = nextId(db.withdrawals, 'WD', createdAt);
  try {
    await moveMoney(db, {
      from: { memberId: member.id, walletCode: mainWallet },
      to: null,
      amountCents,
      type: 'withdrawal',
      reference: id,
      remark: `Withdrawal to ${request.payeeAccount.bankName} ${maskAccountNumber(request.payeeAccount.accountNumber)}`,
      time: createdAt,
    });
  } catch (error) {
    if (error instanceof InsufficientFunds) {
      return fail(400, 'insufficient_balance', 'the main wallet does not hold that much', {
        field: 'body.amount',
      });
    }
    throw error;
  }
  const rejected = mentionsReject(...Object.values(request.payeeAccount));
  const withdrawal = await db.withdrawals.insert({
    id,
    memberId: member.id,
    requestId: request.requestId,
    amountCents,
    payeeAccount: { ...request.payeeAccount },
    createdAt,
    processingAt: isoAt(nowMs + withdrawalSchedule.processingAfterMs),
    decideAt: isoAt(nowMs + withdrawalSchedule.decideAfterMs),
    outcome: rejected ? 'rejected' : 'paid',
    autoReceiptMinutes: backend.config.autoReceiptMinutes,
    receipt: null,
    remark: rejected ? 'The payee account could not be verified; the amount was returned.' : null,
    refundBookedAt: null,
  });
  return done(withdrawal);
}

const notAwaiting: Partial<Record<Schemas['WithdrawalStatus'], string>> = {
  pending: 'the withdrawal has not been paid out yet',
  processing: 'the withdrawal has not been paid out yet',
  autoReceived: 'the withdrawal was already received automatically; forced receipt is irreversible',
  rejected: 'the withdrawal was rejected',
  cancelled: 'the withdrawal was cancelled',
};

/**
 * `confirmWithdrawalReceipt`: the member's answer to a `paid` withdrawal. Only `paid` accepts one
 * (before `autoReceiptAt`); every later state is final. Moves no money.
 */
export async function confirmReceipt(
  backend: MockBackend,
  memberId: number,
  withdrawalId: string,
  request: Schemas['WithdrawalReceiptRequest'],
): Promise<Outcome<Schemas['Withdrawal']>> {
  const { db } = backend;
  const withdrawal = db.withdrawals.get(withdrawalId);
  if (!withdrawal || withdrawal.memberId !== memberId) {
    return fail(404, 'not_found', 'no such withdrawal', { field: 'path.withdrawalId' });
  }
  const nowMs = backend.clock.nowMs();
  const status = withdrawalStateAt(withdrawal, nowMs).status;
  if (status !== 'paid') {
    return fail(
      409,
      'withdrawal_state_invalid',
      notAwaiting[status] ?? 'the receipt of this withdrawal was already confirmed',
      {
        field: 'path.withdrawalId',
      },
    );
  }
  const receipt = receiptOf(withdrawal, request, isoAt(nowMs));
  if (receipt.kind !== 'ok') return receipt;
  await settleDue(backend, memberId);
  const updated = await db.withdrawals.update(withdrawal.id, (w) => {
    w.receipt = receipt.value;
  });
  return done(withdrawalView(updated, nowMs));
}

function receiptOf(
  withdrawal: WithdrawalRecord,
  request: Schemas['WithdrawalReceiptRequest'],
  at: string,
): Outcome<WithdrawalReceipt> {
  if (request.result === 'received') {
    return done({
      result: 'received',
      at,
      amountReceivedCents: withdrawal.amountCents,
      remainingCents: 0,
      proofImages: [],
    });
  }
  const proof = checkProofImages(request.proofImages ?? []);
  if (!proof.ok) return refusals.invalid(proof.field, proof.reason);
  if (request.result === 'notReceived') {
    return done({
      result: 'notReceived',
      at,
      amountReceivedCents: 0,
      remainingCents: withdrawal.amountCents,
      proofImages: proof.types,
    });
  }
  const received = centsOf(request.amountReceived);
  if (received === null || received >= withdrawal.amountCents) {
    return fail(
      400,
      'amount_invalid',
      `amountReceived must be less than the withdrawal amount ${formatCents(withdrawal.amountCents)}, with at most 2 decimals`,
      {
        field: 'body.amountReceived',
      },
    );
  }
  const remaining = withdrawal.amountCents - received;
  if (request.remainingAmount !== undefined && centsOf(request.remainingAmount) !== remaining) {
    return fail(400, 'amount_invalid', `remainingAmount must be ${formatCents(remaining)}`, {
      field: 'body.remainingAmount',
    });
  }
  return done({
    result: 'partlyReceived',
    at,
    amountReceivedCents: received,
    remainingCents: remaining,
    proofImages: proof.types,
  });
}
