import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDateRange } from '../rules/date-range';
import {
  betOf,
  betSummary,
  memberBets,
  memberTransactions,
  personalProfitLoss,
  transactionOf,
} from '../rules/member-records';
import { pageOf } from '../rules/paging';
import { playerRankOf } from '../rules/player-rank';

/** The member's own records and reports (member centre); never another member's. */
export const recordHandlers = [
  defineHandler('listTransactions', 'realMember', (ctx) => {
    const range = resolveDateRange(ctx.query, ctx.backend.clock.nowMs());
    if ('kind' in range) return range;
    const entries = memberTransactions(ctx.backend.db, ctx.me().id, range, ctx.query.type);
    const page = pageOf(entries, ctx.query.pageNo, ctx.query.pageSize);
    return ok<'listTransactions'>({ ...page, list: page.list.map(transactionOf) });
  }),

  defineHandler('listBets', 'realMember', (ctx) => {
    const range = resolveDateRange(ctx.query, ctx.backend.clock.nowMs());
    if ('kind' in range) return range;
    const bets = memberBets(ctx.backend.db, ctx.me().id, range, ctx.query);
    const page = pageOf(bets, ctx.query.pageNo, ctx.query.pageSize);
    return ok<'listBets'>({ ...page, list: page.list.map(betOf), summary: betSummary(bets) });
  }),

  defineHandler('getPersonalProfitLoss', 'realMember', (ctx) => {
    const range = resolveDateRange(ctx.query, ctx.backend.clock.nowMs());
    if ('kind' in range) return range;
    return ok<'getPersonalProfitLoss'>(personalProfitLoss(ctx.backend.db, ctx.me().id, range));
  }),

  defineHandler('getPlayerRank', 'realMember', (ctx) =>
    ok<'getPlayerRank'>(playerRankOf(ctx.backend.db, ctx.me())),
  ),
];
