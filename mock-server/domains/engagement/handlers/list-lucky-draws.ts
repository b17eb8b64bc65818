import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pageOf } from '../../../core/paging';
import { luckyDrawView } from '../presenters';
import { luckyDrawsInFilter } from '../rules/lucky-draw-state';

export const listLuckyDrawsHandler = defineHandler('listLuckyDraws', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  const { game, startDate, endDate, pageNo, pageSize } = ctx.query;
  const claims = luckyDrawsInFilter(db, ctx.me().id, { game, startDate, endDate }, clock.nowMs());
  if ('kind' in claims) return claims;
  const page = pageOf(claims, { pageNo, pageSize });
  return ok<'listLuckyDraws'>({ ...page, list: page.list.map(luckyDrawView) });
});
