import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { pointsGateFailure } from '../rules/gates';
import { convertPoints } from '../rules/points-convert';

export const convertPointsHandler = defineHandler(
  'convertPoints',
  'realMember',
  ({ backend, me, body }) => {
    const gate = pointsGateFailure(backend);
    if (gate) return gate;
    const member = me();
    return idempotent(
      backend,
      {
        memberId: member.id,
        operationId: 'convertPoints',
        requestId: body.requestId,
        fields: retryFields(body, ['points']),
      },
      async () => {
        const outcome = await convertPoints(backend, member, body);
        return outcome.kind === 'ok' ? ok<'convertPoints'>(outcome.value) : outcome;
      },
    );
  },
);
