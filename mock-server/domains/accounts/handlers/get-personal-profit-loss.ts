import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { resolveDayRange } from '../../../core/date-range';
import { memberReportLimits, personalProfitLoss } from '../rules/member-records';

export const getPersonalProfitLossHandler = defineHandler(
  'getPersonalProfitLoss',
  'realMember',
  (ctx) => {
    const range = resolveDayRange(ctx.query, ctx.backend.clock.nowMs(), memberReportLimits);
    if ('kind' in range) return range;
    return ok<'getPersonalProfitLoss'>(personalProfitLoss(ctx.backend.db, ctx.me().id, range));
  },
);
