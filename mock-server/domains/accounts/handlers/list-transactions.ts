import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDayRange } from '../../../core/date-range';
import { memberReportLimits, memberTransactions, transactionOf } from '../rules/member-records';
import { pageOf } from '../../../core/paging';

export const listTransactionsHandler = defineHandler('listTransactions', 'realMember', (ctx) => {
  const range = resolveDayRange(ctx.query, ctx.backend.clock.nowMs(), memberReportLimits);
  if ('kind' in range) return range;
  const entries = memberTransactions(ctx.backend.db, ctx.me().id, range, ctx.query.type);
  const page = pageOf(entries, ctx.query);
  return ok<'listTransactions'>({ ...page, list: page.list.map(transactionOf) });
});
