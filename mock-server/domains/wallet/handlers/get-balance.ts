import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { balanceChangesAtMs, balanceReadAt, balanceView, walletBalanceOf } from '../rules/balances';

/**
 * `getBalance`: the balances at the clock's now (due credits included, nothing written), read at
 * the whole second `updatedAt` names. The answer holds until the next scheduled change, so the
 * read cache may keep it within that second (`../read-cache-hints.ts`).
 */
export const getBalanceHandler = defineHandler(
  'getBalance',
  'realMember',
  ({ backend, me, holdsUntil }) => {
    const memberId = me().id;
    const nowMs = backend.clock.nowMs();
    const view = balanceView(backend.db, memberId, nowMs);
    const changesAt = balanceChangesAtMs(backend.db, memberId, nowMs);
    if (changesAt !== null) holdsUntil(changesAt);
    return ok<'getBalance'>(walletBalanceOf(backend.db, memberId, view, balanceReadAt(nowMs)));
  },
);
