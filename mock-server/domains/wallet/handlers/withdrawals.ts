import { defineHandler } from '../../../core/define-handler';
import { created, ok } from '../../../core/envelope';
import { idempotent } from '../../../core/idempotency';
import { retryFields } from './retry-fields';
import {
  confirmReceipt,
  createWithdrawal,
  listWithdrawals,
  withdrawalView,
} from '../rules/withdrawals';

export const listWithdrawalsHandler = defineHandler(
  'listWithdrawals',
  'realMember',
  ({ backend, me, query }) => {
    const outcome = listWithdrawals(backend.db, me().id, query, backend.clock.nowMs());
    return outcome.kind === 'ok' ? ok<'listWithdrawals'>(outcome.value) : outcome;
  },
);

export const createWithdrawalHandler = defineHandler(
  'createWithdrawal',
  'realMember',
  ({ backend, me, body }) => {
    const member = me();
    return idempotent(
      backend,
      {
        memberId: member.id,
        operationId: 'createWithdrawal',
        requestId: body.requestId,
        fields: retryFields(body),
      },
      async () => {
        const outcome = await createWithdrawal(backend, member, body);
        return outcome.kind === 'ok'
          ? created<'createWithdrawal'>(withdrawalView(outcome.value, backend.clock.nowMs()))
          : outcome;
      },
    );
  },
);

export const confirmWithdrawalReceiptHandler = defineHandler(
  'confirmWithdrawalReceipt',
  'realMember',
  async ({ backend, me, path, body }) => {
    const outcome = await confirmReceipt(backend, me().id, path.withdrawalId, body);
    return outcome.kind === 'ok' ? ok<'confirmWithdrawalReceipt'>(outcome.value) : outcome;
  },
);
