import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { claimManualRebateFor, rebateSwitchedOff } from '../rules/manual-rebate';

export const claimManualRebateHandler = defineHandler(
  'claimManualRebate',
  'realMember',
  async (ctx) => {
    const off = rebateSwitchedOff(ctx.backend);
    if (off) return off;
    const { db, clock } = ctx.backend;
    const result = await claimManualRebateFor(db, ctx.me(), clock.now());
    if ('kind' in result) return result;
    return ok<'claimManualRebate'>({
      claimId: result.id,
      amount: fromCents(result.amountCents),
      claimTime: result.claimTime,
      items: result.items,
    });
  },
);
