import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { pageOf } from '../../../core/paging';
import { rewardView } from '../presenters';
import { rewardStatus, visibleRewardsOf } from '../rules/rewards';

export const listRewardsHandler = defineHandler('listRewards', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  const now = clock.now();
  const all = visibleRewardsOf(db, ctx.me().id, now);
  const filtered = ctx.query.status
    ? all.filter((r) => rewardStatus(r, now) === ctx.query.status)
    : all;
  const page = pageOf(filtered, ctx.query);
  return ok<'listRewards'>({
    ...page,
    list: page.list.map((r) => rewardView(r, now)),
    claimableCount: all.filter((r) => rewardStatus(r, now) === 'claim').length,
  });
});
