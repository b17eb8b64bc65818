import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { missionLeaderboard } from '../rules/leaderboard';

export const getMissionLeaderboardHandler = defineHandler(
  'getMissionLeaderboard',
  'realMember',
  (ctx) => {
    const { db, clock } = ctx.backend;
    return ok<'getMissionLeaderboard'>(
      missionLeaderboard(db, ctx.me().id, ctx.query.count ?? 20, clock.now()),
    );
  },
);
