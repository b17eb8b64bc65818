import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { luckyDrawView } from '../presenters';
import { claimLuckyDraw } from '../rules/lucky-draw-claim';

export const openRedEnvelopeHandler = defineHandler(
  'openRedEnvelope',
  'realMember',
  ({ backend, me, body }) => {
    const member = me();
    return idempotent(
      backend,
      {
        memberId: member.id,
        operationId: 'openRedEnvelope',
        requestId: body.requestId,
        fields: retryFields(body, ['requestId']),
      },
      async () => {
        const outcome = await claimLuckyDraw(backend, member, 'redEnvelope', body.requestId);
        if (outcome.kind !== 'ok') return outcome;
        const { claim, claimsLeft } = outcome.value;
        return ok<'openRedEnvelope'>({ ...luckyDrawView(claim), claimsLeft });
      },
    );
  },
);
