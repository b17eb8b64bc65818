import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDateRange } from '../rules/date-range';
import { personalProfitLoss } from '../rules/member-records';

export const getPersonalProfitLossHandler = defineHandler(
  'getPersonalProfitLoss',
  'realMember',
  (ctx) => {
    const range = resolveDateRange(ctx.query, ctx.backend.clock.nowMs());
    if ('kind' in range) return range;
    return ok<'getPersonalProfitLoss'>(personalProfitLoss(ctx.backend.db, ctx.me().id, range));
  },
);
