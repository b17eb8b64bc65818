import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pointsGateFailure } from '../rules/gates';
import { dateRangeFailure, inDateRange } from '../../../core/date-range';
import { pageOf } from '../../../core/paging';
import { transactionView } from '../presenters';
import { pointsLedger } from '../rules/points-ledger';

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
