import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDayRange } from '../../../core/date-range';
import { memberReportLimits, betOf, betSummary, memberBets } from '../rules/member-records';
import { pageOf } from '../../../core/paging';

export const listBetsHandler = defineHandler('listBets', 'realMember', (ctx) => {
  const range = resolveDayRange(ctx.query, ctx.backend.clock.nowMs(), memberReportLimits);
  if ('kind' in range) return range;
  const bets = memberBets(ctx.backend.db, ctx.me().id, range, ctx.query);
  const page = pageOf(bets, ctx.query);
  return ok<'listBets'>({ ...page, list: page.list.map(betOf), summary: betSummary(bets) });
});
