import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { toLotteryGame } from '../presenters';
import { recentsOf } from '../rules/recent-games';

export const getRecentLotteryMenuHandler = defineHandler(
  'getRecentLotteryMenu',
  'anyone',
  ({ backend, me }) => {
    const games = recentsOf(backend.db, me().id).flatMap(
      (r) => backend.db.lotteryGames.get(r.nodeId) ?? [],
    );
    const now = backend.clock.nowMs();
    return ok<'getRecentLotteryMenu'>(
      games.length === 0
        ? []
        : [
            {
              groupId: 'recent',
              title: 'Recently played',
              games: games.map((g) => toLotteryGame(g, now)),
            },
          ],
    );
  },
);
