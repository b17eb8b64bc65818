import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { idempotent, retryFields } from '../../../core/idempotency';
import { luckyDrawView } from '../presenters';
import { claimLuckyDraw } from '../rules/lucky-draw-claim';

export const spinPrizeWheelHandler = defineHandler(
  'spinPrizeWheel',
  'realMember',
  ({ backend, me, body }) => {
    const member = me();
    return idempotent(
      backend,
      {
        memberId: member.id,
        operationId: 'spinPrizeWheel',
        requestId: body.requestId,
        fields: retryFields(body, ['requestId']),
      },
      async () => {
        const outcome = await claimLuckyDraw(backend, member, 'prizeWheel', body.requestId);
        if (outcome.kind !== 'ok') return outcome;
        const { claim, claimsLeft } = outcome.value;
        return ok<'spinPrizeWheel'>({ ...luckyDrawView(claim), claimsLeft });
      },
    );
  },
);
