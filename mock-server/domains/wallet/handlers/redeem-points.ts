import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { pointsGateFailure } from '../rules/gates';
import { redeemPoints } from '../rules/points-redeem';

export const redeemPointsHandler = defineHandler(
  'redeemPoints',
  'realMember',
  ({ backend, me, body }) => {
    const gate = pointsGateFailure(backend);
    if (gate) return gate;
    const member = me();
    return idempotent(
      backend,
      {
        memberId: member.id,
        operationId: 'redeemPoints',
        requestId: body.requestId,
        fields: retryFields(body, ['goodsId', 'quantity', 'receivingAddress', 'paymentAccount']),
      },
      async () => {
        const outcome = await redeemPoints(backend, member, body);
        return outcome.kind === 'ok' ? created<'redeemPoints'>(outcome.value) : outcome;
      },
    );
  },
);
