import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { pageOfGames } from '../presenters';
import { favoritesOf } from '../rules/favorites';

export const listFavoriteGamesHandler = defineHandler(
  'listFavoriteGames',
  'anyone',
  ({ backend, headers, query, me }) => {
    const games = favoritesOf(backend.db, me().id).flatMap(
      (f) => backend.db.games.get(f.nodeId) ?? [],
    );
    return ok<'listFavoriteGames'>(
      pageOfGames(games, query, siteOrigin(headers), backend.clock.nowMs()),
    );
  },
);
