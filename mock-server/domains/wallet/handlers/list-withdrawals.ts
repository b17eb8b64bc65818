import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { listWithdrawals } from '../rules/withdrawals';

export const listWithdrawalsHandler = defineHandler(
  'listWithdrawals',
  'realMember',
  ({ backend, me, query }) => {
    const outcome = listWithdrawals(backend.db, me().id, query, backend.clock.nowMs());
    return outcome.kind === 'ok' ? ok<'listWithdrawals'>(outcome.value) : outcome;
  },
);
