import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { merchantSettings } from '../rules/balances';
import { withdrawalLimits } from '../seed-data/catalogue';

export const getMerchantWalletHandler = defineHandler(
  'getMerchantWallet',
  'realMember',
  ({ backend }) => {
    const settings = merchantSettings(backend.db);
    return ok<'getMerchantWallet'>({
      walletMode: settings.walletMode,
      isSingle: settings.walletMode === 'single',
      currency: settings.currency,
      withdrawalMinAmount: fromCents(withdrawalLimits.minCents),
      withdrawalMaxAmount: fromCents(withdrawalLimits.maxCents),
    });
  },
);
