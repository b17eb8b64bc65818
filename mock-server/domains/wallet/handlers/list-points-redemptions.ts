import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pointsGateFailure } from '../rules/gates';
import { listRedemptions } from '../rules/points-redeem';

export const listPointsRedemptionsHandler = defineHandler(
  'listPointsRedemptions',
  'realMember',
  ({ backend, me, query }) => {
    const gate = pointsGateFailure(backend);
    if (gate) return gate;
    const outcome = listRedemptions(backend.db, me().id, query, backend.clock.nowMs());
    return outcome.kind === 'ok' ? ok<'listPointsRedemptions'>(outcome.value) : outcome;
  },
);
