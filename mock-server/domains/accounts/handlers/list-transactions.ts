import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDateRange } from '../rules/date-range';
import { memberTransactions, transactionOf } from '../rules/member-records';
import { pageOf } from '../rules/paging';

export const listTransactionsHandler = defineHandler('listTransactions', 'realMember', (ctx) => {
  const range = resolveDateRange(ctx.query, ctx.backend.clock.nowMs());
  if ('kind' in range) return range;
  const entries = memberTransactions(ctx.backend.db, ctx.me().id, range, ctx.query.type);
  const page = pageOf(entries, ctx.query.pageNo, ctx.query.pageSize);
  return ok<'listTransactions'>({ ...page, list: page.list.map(transactionOf) });
});
