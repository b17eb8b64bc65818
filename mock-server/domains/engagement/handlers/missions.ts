import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { missionLeaderboard } from '../rules/leaderboard';
import { missionView } from '../rules/mission-progress';
import { claimMissionFor, missionSummary } from '../rules/missions';

export const getMissionSummary = defineHandler('getMissionSummary', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  return ok<'getMissionSummary'>(missionSummary(db, ctx.me().id, clock.now()));
});

export const getMissionLeaderboard = defineHandler('getMissionLeaderboard', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  return ok<'getMissionLeaderboard'>(
    missionLeaderboard(db, ctx.me().id, ctx.query.count ?? 20, clock.now()),
  );
});

export const claimMission = defineHandler('claimMission', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const result = await claimMissionFor(db, ctx.me(), ctx.path.missionId, clock.now());
  if ('kind' in result) return result;
  return ok<'claimMission'>(missionView(result));
});
