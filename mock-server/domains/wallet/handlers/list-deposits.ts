import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { listDeposits } from '../rules/deposits';

export const listDepositsHandler = defineHandler(
  'listDeposits',
  'realMember',
  ({ backend, me, query }) => {
    const outcome = listDeposits(backend.db, me().id, query, backend.clock.nowMs());
    return outcome.kind === 'ok' ? ok<'listDeposits'>(outcome.value) : outcome;
  },
);
