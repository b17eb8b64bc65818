import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { manualRebateView } from '../presenters';
import { rebateSwitchedOff, computeManualRebate } from '../rules/manual-rebate';

export const getManualRebateHandler = defineHandler('getManualRebate', 'realMember', (ctx) => {
  const off = rebateSwitchedOff(ctx.backend);
  if (off) return off;
  const { db, clock } = ctx.backend;
  return ok<'getManualRebate'>(manualRebateView(computeManualRebate(db, ctx.me().id, clock.now())));
});
