import type { Schemas } from '../../core/handler-types';
import type { Db } from '../../db/create-db';
import { balanceView, walletBalanceOf } from './rules/balances';
import { msOf } from './rules/ids';
import { fromCents } from '../../core/money';
import type {
  DepositChannelRecord,
  DepositRecord,
  PointsGoodsRecord,
  RedemptionRecord,
  WithdrawalRecord,
} from './records';
import { depositStateAt, redemptionStateAt, withdrawalStateAt } from './rules/timeline';
import type { PointsLine } from './rules/points-ledger';
import { maskAccountNumber } from './rules/amounts';

/**
 * The member's balances as `getBalance` answers them (`sumBalance` = MAIN + every vendor
 * sub-wallet), for other domains to show or check. Synchronous and read-only, so GET handlers may
 * call it. Pass `at` (`backend.clock.iso()`) to include the deposits the clock has approved but no
 * write has booked yet and to read vendor maintenance at that instant; without it, only booked
 * money counts and every vendor with a maintenance set shows `maintenance`.
 */
export function walletSummary(db: Db, memberId: number, at?: string): Schemas['WalletBalance'] {
  const nowMs = at === undefined ? null : msOf(at);
  const view = balanceView(db, memberId, nowMs);
  return walletBalanceOf(db, memberId, view, at ?? null);
}

export function goodsView(goods: PointsGoodsRecord): Schemas['PointsGoods'] {
  return {
    goodsId: goods.id,
    name: goods.name,
    type: goods.type,
    points: goods.points,
    ...(goods.amountCents > 0 ? { amount: fromCents(goods.amountCents) } : {}),
    unit: goods.unit,
    stock: goods.stock,
    ...(goods.image ? { image: goods.image } : {}),
    ...(goods.remark ? { remark: goods.remark } : {}),
    needReceivingAddress: goods.needReceivingAddress,
    needPaymentAccount: goods.needPaymentAccount,
    ...(goods.paymentAccountType ? { paymentAccountType: goods.paymentAccountType } : {}),
  };
}

export function redemptionView(
  redemption: RedemptionRecord,
  nowMs: number,
  balanceAfter: number,
): Schemas['PointsRedemption'] {
  const state = redemptionStateAt(redemption, nowMs);
  const cost = redemption.points * redemption.quantity;
  return {
    referenceNumber: redemption.id,
    requestId: redemption.requestId,
    goods: redemption.goodsId,
    name: redemption.name,
    type: redemption.type,
    unit: redemption.unit,
    quantity: redemption.quantity,
    points: redemption.points,
    changedPoints: -cost,
    pointsBalance: balanceAfter,
    amount: fromCents(redemption.amountCents),
    ratio: redemption.ratio,
    status: state.status,
    ...(state.remark ? { remark: state.remark } : {}),
    ...(redemption.paymentAccount ? { paymentAccount: redemption.paymentAccount } : {}),
    ...(redemption.receivingAddress ? { receivingAddress: redemption.receivingAddress } : {}),
    applyTime: redemption.applyTime,
    updatedAt: state.updatedAt,
  };
}

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

export function transactionView(line: PointsLine): Schemas['PointsTransaction'] {
  return {
    transactionId: line.transactionId,
    type: line.type,
    changedPoints: line.changedPoints,
    pointsBalance: line.pointsBalance,
    referenceNumber: line.referenceNumber,
    ...(line.remark ? { remark: line.remark } : {}),
    createdAt: line.createdAt,
  };
}

export function withdrawalView(withdrawal: WithdrawalRecord, nowMs: number): Schemas['Withdrawal'] {
  const state = withdrawalStateAt(withdrawal, nowMs);
  const optional = (key: string, value: string | number | null) =>
    value === null ? {} : { [key]: value };
  return {
    withdrawalId: withdrawal.id,
    requestId: withdrawal.requestId,
    amount: fromCents(withdrawal.amountCents),
    status: state.status,
    payeeAccount: {
      ...withdrawal.payeeAccount,
      accountNumber: maskAccountNumber(withdrawal.payeeAccount.accountNumber),
    },
    createdAt: withdrawal.createdAt,
    updatedAt: state.updatedAt,
    ...optional('paidAt', state.paidAt),
    ...optional('autoReceiptAt', state.autoReceiptAt),
    ...optional('confirmedAt', state.confirmedAt),
    ...optional(
      'amountReceived',
      state.amountReceivedCents === null ? null : fromCents(state.amountReceivedCents),
    ),
    ...optional(
      'remainingAmount',
      state.remainingCents === null ? null : fromCents(state.remainingCents),
    ),
    ...(state.proofImages.length > 0
      ? {
          proofImages: state.proofImages.map(
            (type, index) =>
              `https://cdn.example.test/uploads/withdrawals/${withdrawal.id}-${index + 1}.${type}`,
          ),
        }
      : {}),
    ...(state.status === 'rejected' || state.status === 'cancelled'
      ? optional('remark', withdrawal.remark)
      : {}),
  };
}
