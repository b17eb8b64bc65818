import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { rewardView } from '../presenters';
import { claimRewardFor } from '../rules/rewards';

export const claimRewardHandler = defineHandler('claimReward', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const now = clock.now();
  const result = await claimRewardFor(db, ctx.me(), ctx.path.rewardId, now);
  if ('kind' in result) return result;
  return ok<'claimReward'>(rewardView(result, now));
});
