import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { balanceView, merchantSettings, walletBalanceOf } from '../rules/balances';
import { pendingWithdrawalCents } from '../rules/withdrawals';

/** GET handlers: synchronous reads at the clock's now (due credits included, nothing written). */
export const getBalance = defineHandler('getBalance', 'realMember', ({ backend, me }) => {
  const memberId = me().id;
  const view = balanceView(backend.db, memberId, backend.clock.nowMs());
  return ok<'getBalance'>(walletBalanceOf(backend.db, memberId, view, backend.clock.iso()));
});

export const getConsolidatedFunds = defineHandler(
  'getConsolidatedFunds',
  'realMember',
  ({ backend, me }) => {
    const member = me();
    const nowMs = backend.clock.nowMs();
    const view = balanceView(backend.db, member.id, nowMs);
    const settings = merchantSettings(backend.db);
    return ok<'getConsolidatedFunds'>({
      totalBalance: fromCents(view.totalCents),
      mainBalance: fromCents(view.mainCents),
      inGameBalance: fromCents(view.inGameCents),
      pendingWithdrawal: fromCents(pendingWithdrawalCents(backend.db, member.id, nowMs)),
      // Promotion bonus locked by turnover belongs to the engagement domain, which exposes none yet.
      bonusBalance: 0,
      currency: member.currency,
      currencySymbol: settings.currencySymbol,
    });
  },
);

export const getMerchantWallet = defineHandler('getMerchantWallet', 'realMember', ({ backend }) => {
  const settings = merchantSettings(backend.db);
  return ok<'getMerchantWallet'>({
    walletMode: settings.walletMode,
    isSingle: settings.walletMode === 'single',
    currency: settings.currency,
  });
});
