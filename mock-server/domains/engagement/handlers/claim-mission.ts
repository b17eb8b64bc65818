import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { missionView } from '../presenters';
import { claimMissionFor } from '../rules/missions';

export const claimMissionHandler = defineHandler('claimMission', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const result = await claimMissionFor(db, ctx.me(), ctx.path.missionId, clock.now());
  if ('kind' in result) return result;
  return ok<'claimMission'>(missionView(result));
});
