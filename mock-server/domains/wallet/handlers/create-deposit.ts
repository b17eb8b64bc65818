import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { depositView } from '../presenters';
import { createDeposit } from '../rules/deposits';

export const createDepositHandler = defineHandler(
  'createDeposit',
  'realMember',
  ({ backend, me, body }) => {
    const memberId = me().id;
    return idempotent(
      backend,
      {
        memberId,
        operationId: 'createDeposit',
        requestId: body.requestId,
        fields: retryFields(body, ['channelId', 'amount', 'payerName', 'reference']),
      },
      async () => {
        const outcome = await createDeposit(backend, memberId, body);
        return outcome.kind === 'ok'
          ? created<'createDeposit'>(depositView(outcome.value, backend.clock.nowMs()))
          : outcome;
      },
    );
  },
);
