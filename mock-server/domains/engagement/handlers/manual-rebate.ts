import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import type { MockBackend } from '../../../core/backend';
import { fromCents } from '../../../core/money';
import { isFeatureOn } from '../../system/feature-flags';
import {
  claimManualRebateFor,
  computeManualRebate,
  manualRebateView,
} from '../rules/manual-rebate';

/** The manual rebate exists only where the site has it (flag MANPLAYREB3). */
const rebateSwitchedOff = (backend: MockBackend) =>
  isFeatureOn(backend.config.flags, 'MANPLAYREB3')
    ? null
    : refusals.featureDisabled('manual rebate (MANPLAYREB3)');

export const getManualRebate = defineHandler('getManualRebate', 'realMember', (ctx) => {
  const off = rebateSwitchedOff(ctx.backend);
  if (off) return off;
  const { db, clock } = ctx.backend;
  return ok<'getManualRebate'>(manualRebateView(computeManualRebate(db, ctx.me().id, clock.now())));
});

export const claimManualRebate = defineHandler('claimManualRebate', 'realMember', async (ctx) => {
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
});
