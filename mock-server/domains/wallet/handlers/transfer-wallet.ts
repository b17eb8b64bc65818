import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { transferWallet } from '../rules/transfer';

export const transferWalletHandler = defineHandler(
  'transferWallet',
  'realMember',
  ({ backend, me, body }) => {
    const memberId = me().id;
    return idempotent(
      backend,
      {
        memberId,
        operationId: 'transferWallet',
        requestId: body.requestId,
        fields: retryFields(body, ['mode', 'fromWallet', 'toWallet', 'amount']),
      },
      async () => {
        const outcome = await transferWallet(backend, memberId, body);
        return outcome.kind === 'ok' ? ok<'transferWallet'>(outcome.value) : outcome;
      },
    );
  },
);
