import type { AnyHandler } from '../../core/define-handler';
import { getBalance, getConsolidatedFunds, getMerchantWallet } from './handlers/balance';
import {
  createDepositHandler,
  listDepositChannelsHandler,
  listDepositsHandler,
} from './handlers/deposits';
import {
  convertPointsHandler,
  getPointsBalanceHandler,
  getPointsConfigHandler,
  listPointsGoodsHandler,
  listPointsRedemptionsHandler,
  listPointsTransactionsHandler,
  redeemPointsHandler,
} from './handlers/points';
import { transferWalletHandler } from './handlers/transfer';
import {
  confirmWithdrawalReceiptHandler,
  createWithdrawalHandler,
  listWithdrawalsHandler,
} from './handlers/withdrawals';

/** The wallet domain's operation handlers (tags `wallet` and `points`). */
export const walletHandlers: AnyHandler[] = [
  getBalance,
  getConsolidatedFunds,
  getMerchantWallet,
  transferWalletHandler,
  listDepositChannelsHandler,
  listDepositsHandler,
  createDepositHandler,
  listWithdrawalsHandler,
  createWithdrawalHandler,
  confirmWithdrawalReceiptHandler,
  getPointsBalanceHandler,
  getPointsConfigHandler,
  listPointsGoodsHandler,
  listPointsRedemptionsHandler,
  listPointsTransactionsHandler,
  redeemPointsHandler,
  convertPointsHandler,
];
