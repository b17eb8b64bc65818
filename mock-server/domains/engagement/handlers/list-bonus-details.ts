import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { bonusView } from '../presenters';
import { bonusesInFilter } from '../rules/bonus-details';
import { pageOf } from '../../../core/paging';

export const listBonusDetailsHandler = defineHandler('listBonusDetails', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  const { startDate, endDate, bonusType, pageNo, pageSize } = ctx.query;
  const result = bonusesInFilter(db, ctx.me().id, { startDate, endDate, bonusType }, clock.now());
  if ('kind' in result) return result;
  const page = pageOf(result.bonuses, { pageNo, pageSize });
  return ok<'listBonusDetails'>({
    ...page,
    list: page.list.map(bonusView),
    totalAmount: fromCents(result.totalCents),
  });
});
