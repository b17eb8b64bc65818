import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pointsGateFailure } from '../rules/gates';
import { pointsBalance } from '../rules/points-ledger';

export const getPointsBalanceHandler = defineHandler(
  'getPointsBalance',
  'realMember',
  ({ backend, me }) => {
    const gate = pointsGateFailure(backend);
    if (gate) return gate;
    const balance = pointsBalance(backend.db, me().id, backend.clock.nowMs());
    return ok<'getPointsBalance'>({
      points: balance.points,
      ...(balance.updatedAt ? { updatedAt: balance.updatedAt } : {}),
    });
  },
);
