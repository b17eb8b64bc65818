import { defineHandler } from '../../../core/define-handler';
import { created, ok } from '../../../core/envelope';
import { idempotent } from '../../../core/idempotency';
import { retryFields } from './retry-fields';
import { pointsConfig } from '../catalogue';
import { pointsGateFailure } from '../rules/gates';
import { dateRangeFailure, inDateRange, pageOf } from '../rules/paging';
import { convertPoints } from '../rules/points-convert';
import { pointsBalance, pointsLedger, transactionView } from '../rules/points-ledger';
import { listGoods, listRedemptions, redeemPoints } from '../rules/points-redeem';

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

export const getPointsConfigHandler = defineHandler(
  'getPointsConfig',
  'realMember',
  ({ backend }) => {
    return pointsGateFailure(backend) ?? ok<'getPointsConfig'>({ ...pointsConfig });
  },
);

export const listPointsGoodsHandler = defineHandler(
  'listPointsGoods',
  'realMember',
  ({ backend, query }) => {
    return pointsGateFailure(backend) ?? ok<'listPointsGoods'>(listGoods(backend.db, query));
  },
);

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

export const listPointsTransactionsHandler = defineHandler(
  'listPointsTransactions',
  'realMember',
  ({ backend, me, query }) => {
    const gate = pointsGateFailure(backend) ?? dateRangeFailure(query);
    if (gate) return gate;
    const lines = pointsLedger(backend.db, me().id, backend.clock.nowMs())
      .filter(
        (line) => (!query.type || line.type === query.type) && inDateRange(line.createdAt, query),
      )
      .reverse()
      .map(transactionView);
    return ok<'listPointsTransactions'>(pageOf(lines, query));
  },
);

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
        fields: retryFields(body),
      },
      async () => {
        const outcome = await redeemPoints(backend, member, body);
        return outcome.kind === 'ok' ? created<'redeemPoints'>(outcome.value) : outcome;
      },
    );
  },
);

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
        fields: retryFields(body),
      },
      async () => {
        const outcome = await convertPoints(backend, member, body);
        return outcome.kind === 'ok' ? ok<'convertPoints'>(outcome.value) : outcome;
      },
    );
  },
);
