import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { withdrawalView } from '../presenters';
import { createWithdrawal } from '../rules/withdrawals';

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
        fields: retryFields(body, ['amount', 'payeeAccount']),
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
