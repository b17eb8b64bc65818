import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { balanceView, walletBalanceOf } from '../rules/balances';

/** GET handlers: synchronous reads at the clock's now (due credits included, nothing written). */
export const getBalanceHandler = defineHandler('getBalance', 'realMember', ({ backend, me }) => {
  const memberId = me().id;
  const view = balanceView(backend.db, memberId, backend.clock.nowMs());
  return ok<'getBalance'>(walletBalanceOf(backend.db, memberId, view, backend.clock.iso()));
});
