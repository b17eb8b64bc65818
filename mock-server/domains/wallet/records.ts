import type { Schemas } from '../../core/handler-types';

/**
 * The wallet domain's records. Money is integer cents, points are whole numbers. Time-driven states
 * (deposit approval, withdrawal payout, automatic receipt, redemption review) are not stored as a
 * status: each record keeps its schedule, fixed when it is created, and `rules/timeline.ts` reads the
 * status at any instant from it. Only the money a transition moves is booked later (`bookedAt`).
 */

/** A vendor of the transfer wallets: a vendor sub-wallet per member exists for each of these. */
export interface WalletVendorRecord {
  /** The vendor code (`Wallet.walletCode`, the games' `vassalage`). */
  id: string;
  name: string;
  order: number;
  /** While set and not yet reached (or with no end known), money cannot move in or out. */
  maintenance: { endTime: string | null } | null;
}

/** Merchant-wide wallet settings (one record, id `merchant`). */
export interface WalletSettingsRecord {
  id: 'merchant';
  walletMode: Schemas['MerchantWallet']['walletMode'];
  currency: string;
  currencySymbol: string;
}

export type DepositChannelType = Schemas['DepositChannel']['type'];

export interface DepositChannelRecord {
  /** `DepositChannel.channelId`. */
  id: string;
  order: number;
  name: string;
  type: DepositChannelType;
  minCents: number;
  maxCents: number;
  status: Schemas['DepositChannel']['status'];
  requiresPayerName: boolean;
  requiresReference: boolean;
  logo: string | null;
  remark: string | null;
  /** The merchant account bank-transfer deposits are paid to. */
  payTo: Schemas['WalletBankAccount'] | null;
  /** Payment page of the other channel types; the deposit id is appended. */
  paymentUrlBase: string | null;
}

export type DepositOutcome = 'approved' | 'rejected' | 'cancelled';

export interface DepositRecord {
  /** `Deposit.depositId`. */
  id: string;
  memberId: number;
  requestId: string;
  channelId: string;
  channelName: string;
  channelType: DepositChannelType;
  amountCents: number;
  payerName: string | null;
  reference: string | null;
  payTo: Schemas['WalletBankAccount'] | null;
  paymentUrl: string | null;
  createdAt: string;
  /** From here on the payment is being checked (not for `cancelled`, which skips it). */
  processingAt: string | null;
  /** When the final `outcome` is reached. */
  decideAt: string;
  outcome: DepositOutcome;
  remark: string | null;
  /** When the approved amount was credited to the main wallet (null until then). */
  bookedAt: string | null;
}

export type WithdrawalOutcome = 'paid' | 'rejected' | 'cancelled';

export type ReceiptResult = 'received' | 'partlyReceived' | 'notReceived';

export interface WithdrawalReceipt {
  result: ReceiptResult;
  at: string;
  amountReceivedCents: number;
  remainingCents: number;
  /** The proof images sent with it, by type (the sandbox keeps no files; answers give addresses). */
  proofImages: ProofImageType[];
}

export type ProofImageType = 'png' | 'jpg';

export interface WithdrawalRecord {
  /** `Withdrawal.withdrawalId`. */
  id: string;
  memberId: number;
  requestId: string;
  amountCents: number;
  /** As the member entered it; answers mask the account number. */
  payeeAccount: Schemas['WalletBankAccount'];
  createdAt: string;
  processingAt: string;
  /** When `outcome` is reached (the payout time for `paid`). */
  decideAt: string;
  outcome: WithdrawalOutcome;
  /** `config.autoReceiptMinutes` when the withdrawal was made: the deadline never moves afterwards. */
  autoReceiptMinutes: number;
  receipt: WithdrawalReceipt | null;
  remark: string | null;
  /** When a rejected or cancelled withdrawal's amount went back to the main wallet. */
  refundBookedAt: string | null;
}

/** One completed `transferWallet` (its result is also what a retry with the same requestId gets). */
export interface WalletTransferRecord {
  /** `WalletTransferResult.transferId`. */
  id: string;
  memberId: number;
  requestId: string;
  mode: Schemas['WalletTransferResult']['mode'];
  amountCents: number;
  legs: Schemas['WalletTransferResult']['legs'];
  createdAt: string;
}

export interface PointsGoodsRecord {
  /** `PointsGoods.goodsId`. */
  id: string;
  order: number;
  name: string;
  type: Schemas['PointsGoodsType'];
  points: number;
  amountCents: number;
  unit: string;
  stock: number;
  image: string | null;
  remark: string | null;
  needReceivingAddress: boolean;
  needPaymentAccount: boolean;
  paymentAccountType: Schemas['PointsGoods']['paymentAccountType'] | null;
}

/**
 * A stored points movement. `earn` lines are not stored: they follow from the bets table, and
 * `refund` lines follow from rejected redemptions (see `rules/points-ledger.ts`).
 */
export interface PointsEntryRecord {
  /** `PointsTransaction.transactionId`. */
  id: string;
  memberId: number;
  type: 'redeem' | 'convert' | 'adjust';
  changedPoints: number;
  referenceNumber: string;
  remark: string | null;
  createdAt: string;
  /** For `convert`: the money credited, and the ratio used. */
  amountCents: number | null;
  ratio: number | null;
  requestId: string | null;
}

export interface RedemptionRecord {
  /** `PointsRedemption.referenceNumber`. */
  id: string;
  memberId: number;
  requestId: string;
  goodsId: string;
  name: string;
  type: Schemas['PointsGoodsType'];
  unit: string;
  quantity: number;
  points: number;
  amountCents: number;
  ratio: number;
  paymentAccount: string | null;
  receivingAddress: string | null;
  applyTime: string;
  /** When the review decides `outcome`; until then the redemption is `processing`. */
  reviewAt: string;
  outcome: 'approved' | 'rejected';
  /** The operator's note that comes with the outcome. */
  outcomeRemark: string | null;
}
