import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { pageOfGames } from '../presenters';
import { recentsOf } from '../rules/recent-games';

export const listRecentGamesHandler = defineHandler(
  'listRecentGames',
  'anyone',
  ({ backend, headers, query, me }) => {
    const games = recentsOf(backend.db, me().id).flatMap(
      (r) => backend.db.games.get(r.nodeId) ?? [],
    );
    return ok<'listRecentGames'>(
      pageOfGames(games, query, siteOrigin(headers), backend.clock.nowMs()),
    );
  },
);
