import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDateRange } from '../rules/date-range';
import { betOf, betSummary, memberBets } from '../rules/member-records';
import { pageOf } from '../rules/paging';

export const listBetsHandler = defineHandler('listBets', 'realMember', (ctx) => {
  const range = resolveDateRange(ctx.query, ctx.backend.clock.nowMs());
  if ('kind' in range) return range;
  const bets = memberBets(ctx.backend.db, ctx.me().id, range, ctx.query);
  const page = pageOf(bets, ctx.query.pageNo, ctx.query.pageSize);
  return ok<'listBets'>({ ...page, list: page.list.map(betOf), summary: betSummary(bets) });
});
