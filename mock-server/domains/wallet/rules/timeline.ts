import type { Schemas } from '../../../core/handler-types';
import type {
  DepositRecord,
  PointsGoodsRecord,
  ProofImageType,
  RedemptionRecord,
  WithdrawalRecord,
} from '../records';
import { isoAt, msOf } from './ids';

/**
 * The sandbox has no back-office operator, so every state after the member's request follows a
 * schedule fixed when the record is created, and moving the clock (`backend.clock.advance`, control
 * API `advanceClock`) makes it happen:
 *
 * - deposit: `pending`, `processing` 30 s after creation, decided 60 s after creation: `approved`
 *   (the main wallet is credited), or `rejected` when the payer name or reference contains "reject"
 *   (a sandbox trigger for the refusal path). Seeded history also has `cancelled` deposits.
 * - withdrawal: the amount leaves the main wallet at creation; `processing` after 1 minute, `paid`
 *   after 3 minutes (or `rejected`, amount returned, when a payee field contains "reject"); a `paid`
 *   withdrawal the member has not confirmed within `autoReceiptMinutes` (the config value when the
 *   withdrawal was made) is `autoReceived`, which is final.
 * - redemption: `processing`, reviewed 10 minutes after applying (bonus and voucher goods) or 24 hours
 *   (physical goods): `approved`, or `rejected` (points returned) when the receiving address or
 *   payment account contains "reject".
 *
 * These functions read a record's state at an instant without changing anything, so GET handlers
 * answer lock-free and synchronously; `rules/settle.ts` books the money those states imply.
 */
export const depositSchedule = { processingAfterMs: 30_000, decideAfterMs: 60_000 } as const;
export const withdrawalSchedule = { processingAfterMs: 60_000, decideAfterMs: 180_000 } as const;
export const redemptionReviewMs: Record<PointsGoodsRecord['type'], number> = {
  bonus: 10 * 60_000,
  voucher: 10 * 60_000,
  physical: 24 * 60 * 60_000,
};

/** The sandbox trigger for the refusal paths of the simulated operator. */
export const mentionsReject = (...texts: (string | null | undefined)[]): boolean =>
  texts.some((text) => typeof text === 'string' && /reject/i.test(text));

export interface DepositState {
  status: Schemas['DepositStatus'];
  updatedAt: string;
  approvedAt: string | null;
}

export function depositStateAt(deposit: DepositRecord, nowMs: number): DepositState {
  if (nowMs >= msOf(deposit.decideAt)) {
    return {
      status: deposit.outcome,
      updatedAt: deposit.decideAt,
      approvedAt: deposit.outcome === 'approved' ? deposit.decideAt : null,
    };
  }
  if (deposit.processingAt && nowMs >= msOf(deposit.processingAt)) {
    return { status: 'processing', updatedAt: deposit.processingAt, approvedAt: null };
  }
  return { status: 'pending', updatedAt: deposit.createdAt, approvedAt: null };
}

export interface WithdrawalState {
  status: Schemas['WithdrawalStatus'];
  updatedAt: string;
  paidAt: string | null;
  autoReceiptAt: string | null;
  confirmedAt: string | null;
  amountReceivedCents: number | null;
  remainingCents: number | null;
  proofImages: ProofImageType[];
}

export function autoReceiptAtOf(withdrawal: WithdrawalRecord): string {
  return isoAt(msOf(withdrawal.decideAt) + withdrawal.autoReceiptMinutes * 60_000);
}

export function withdrawalStateAt(withdrawal: WithdrawalRecord, nowMs: number): WithdrawalState {
  const base = {
    paidAt: null,
    autoReceiptAt: null,
    confirmedAt: null,
    amountReceivedCents: null,
    remainingCents: null,
    proofImages: [],
  };
  if (nowMs < msOf(withdrawal.processingAt))
    return { ...base, status: 'pending', updatedAt: withdrawal.createdAt };
  if (nowMs < msOf(withdrawal.decideAt))
    return { ...base, status: 'processing', updatedAt: withdrawal.processingAt };
  if (withdrawal.outcome !== 'paid')
    return { ...base, status: withdrawal.outcome, updatedAt: withdrawal.decideAt };

  const paid = { ...base, paidAt: withdrawal.decideAt, autoReceiptAt: autoReceiptAtOf(withdrawal) };
  const receipt = withdrawal.receipt;
  if (receipt && nowMs >= msOf(receipt.at)) {
    return {
      ...paid,
      status: receipt.result,
      updatedAt: receipt.at,
      confirmedAt: receipt.at,
      amountReceivedCents: receipt.amountReceivedCents,
      remainingCents: receipt.remainingCents,
      proofImages: receipt.proofImages,
    };
  }
  if (nowMs >= msOf(paid.autoReceiptAt)) {
    return {
      ...paid,
      status: 'autoReceived',
      updatedAt: paid.autoReceiptAt,
      confirmedAt: paid.autoReceiptAt,
      amountReceivedCents: withdrawal.amountCents,
      remainingCents: 0,
    };
  }
  return { ...paid, status: 'paid', updatedAt: withdrawal.decideAt };
}

export interface RedemptionState {
  status: Schemas['PointsRedemptionStatus'];
  updatedAt: string;
  remark: string | null;
}

export function redemptionStateAt(redemption: RedemptionRecord, nowMs: number): RedemptionState {
  if (nowMs >= msOf(redemption.reviewAt)) {
    return {
      status: redemption.outcome,
      updatedAt: redemption.reviewAt,
      remark: redemption.outcomeRemark,
    };
  }
  return { status: 'processing', updatedAt: redemption.applyTime, remark: null };
}
