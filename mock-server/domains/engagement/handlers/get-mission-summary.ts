import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { missionSummary } from '../rules/missions';

export const getMissionSummaryHandler = defineHandler('getMissionSummary', 'realMember', (ctx) => {
  const { db, clock } = ctx.backend;
  return ok<'getMissionSummary'>(
    missionSummary(db, ctx.me().id, clock.now(), ctx.query.language ?? 'EN'),
  );
});
