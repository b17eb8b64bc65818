import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { merchantSettings } from '../rules/balances';

export const getMerchantWalletHandler = defineHandler(
  'getMerchantWallet',
  'realMember',
  ({ backend }) => {
    const settings = merchantSettings(backend.db);
    return ok<'getMerchantWallet'>({
      walletMode: settings.walletMode,
      isSingle: settings.walletMode === 'single',
      currency: settings.currency,
    });
  },
);
