import type { AnyHandler } from '../../core/define-handler';
import { confirmWithdrawalReceiptHandler } from './handlers/confirm-withdrawal-receipt';
import { convertPointsHandler } from './handlers/convert-points';
import { createDepositHandler } from './handlers/create-deposit';
import { createWithdrawalHandler } from './handlers/create-withdrawal';
import { getBalanceHandler } from './handlers/get-balance';
import { getConsolidatedFundsHandler } from './handlers/get-consolidated-funds';
import { getMerchantWalletHandler } from './handlers/get-merchant-wallet';
import { getPointsBalanceHandler } from './handlers/get-points-balance';
import { getPointsConfigHandler } from './handlers/get-points-config';
import { listDepositChannelsHandler } from './handlers/list-deposit-channels';
import { listDepositsHandler } from './handlers/list-deposits';
import { listPointsGoodsHandler } from './handlers/list-points-goods';
import { listPointsRedemptionsHandler } from './handlers/list-points-redemptions';
import { listPointsTransactionsHandler } from './handlers/list-points-transactions';
import { listWithdrawalsHandler } from './handlers/list-withdrawals';
import { redeemPointsHandler } from './handlers/redeem-points';
import { transferWalletHandler } from './handlers/transfer-wallet';

/** The wallet domain's operation handlers (tags `wallet` and `points`). */
export const walletHandlers: AnyHandler[] = [
  confirmWithdrawalReceiptHandler,
  convertPointsHandler,
  createDepositHandler,
  createWithdrawalHandler,
  getBalanceHandler,
  getConsolidatedFundsHandler,
  getMerchantWalletHandler,
  getPointsBalanceHandler,
  getPointsConfigHandler,
  listDepositChannelsHandler,
  listDepositsHandler,
  listPointsGoodsHandler,
  listPointsRedemptionsHandler,
  listPointsTransactionsHandler,
  listWithdrawalsHandler,
  redeemPointsHandler,
  transferWalletHandler,
];
