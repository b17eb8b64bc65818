import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { balanceView, merchantSettings } from '../rules/balances';
import { pendingWithdrawalCents } from '../rules/withdrawals';

export const getConsolidatedFundsHandler = defineHandler(
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
