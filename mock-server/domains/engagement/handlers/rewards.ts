import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { fromCents } from '../../../core/money';
import { bonusView, bonusesInFilter } from '../rules/bonus-details';
import { pageOf } from '../rules/paging';
import { claimRafflePrizeFor, rafflePrizeView } from '../rules/raffle';
import { claimRewardFor, rewardStatus, rewardView, visibleRewardsOf } from '../rules/rewards';

export const listRewards = defineHandler('listRewards', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  const now = clock.now();
  const all = visibleRewardsOf(db, ctx.me().id, now);
  const filtered = ctx.query.status
    ? all.filter((r) => rewardStatus(r, now) === ctx.query.status)
    : all;
  const page = pageOf(filtered, ctx.query.pageNo, ctx.query.pageSize);
  return ok<'listRewards'>({
    ...page,
    list: page.list.map((r) => rewardView(r, now)),
    claimableCount: all.filter((r) => rewardStatus(r, now) === 'claim').length,
  });
});

export const claimReward = defineHandler('claimReward', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const now = clock.now();
  const result = await claimRewardFor(db, ctx.me(), ctx.path.rewardId, now);
  if ('kind' in result) return result;
  return ok<'claimReward'>(rewardView(result, now));
});

export const claimRafflePrize = defineHandler('claimRafflePrize', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const result = await claimRafflePrizeFor(db, ctx.me(), ctx.body, clock.now());
  if ('kind' in result) return result;
  return ok<'claimRafflePrize'>(rafflePrizeView(result));
});

export const listBonusDetails = defineHandler('listBonusDetails', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  const { startDate, endDate, bonusType, pageNo, pageSize } = ctx.query;
  const result = bonusesInFilter(db, ctx.me().id, { startDate, endDate, bonusType }, clock.now());
  if ('kind' in result) return result;
  const page = pageOf(result.bonuses, pageNo, pageSize);
  return ok<'listBonusDetails'>({
    ...page,
    list: page.list.map(bonusView),
    totalAmount: fromCents(result.totalCents),
  });
});
