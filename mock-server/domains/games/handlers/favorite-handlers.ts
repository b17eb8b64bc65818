import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { toGame } from '../present';
import type { GameRecord } from '../records';
import { addFavorite, favoriteIds, favoritesOf, removeFavorite } from '../rules/favorites';
import { pageOf } from '../rules/paging';
import { recentsOf } from '../rules/recent-games';

/** Favourites (add, remove, ids, list) and the recent list: a member's own games only. */
export const favoriteHandlers = [
  defineHandler('listFavoriteGameIds', 'anyone', ({ backend, me }) =>
    ok<'listFavoriteGameIds'>(favoriteIds(backend.db, me().id)),
  ),

  defineHandler('addFavoriteGame', 'anyone', async ({ backend, body, me }) => {
    const game = backend.db.games.get(body.gameId);
    if (!game) return refusals.notFound('game');
    await addFavorite(backend.db, me().id, game.nodeId, backend.clock.iso());
    return ok<'addFavoriteGame'>(favoriteIds(backend.db, me().id));
  }),

  defineHandler('removeFavoriteGame', 'anyone', async ({ backend, path, me }) => {
    if (!backend.db.games.get(path.gameId)) return refusals.notFound('game');
    await removeFavorite(backend.db, me().id, path.gameId);
    return ok<'removeFavoriteGame'>(favoriteIds(backend.db, me().id));
  }),

  defineHandler('listFavoriteGames', 'anyone', ({ backend, headers, query, me }) => {
    const games = favoritesOf(backend.db, me().id).flatMap(
      (f) => backend.db.games.get(f.nodeId) ?? [],
    );
    return ok<'listFavoriteGames'>(
      pageOfGames(games, query, siteOrigin(headers), backend.clock.nowMs()),
    );
  }),

  defineHandler('listRecentGames', 'anyone', ({ backend, headers, query, me }) => {
    const games = recentsOf(backend.db, me().id).flatMap(
      (r) => backend.db.games.get(r.nodeId) ?? [],
    );
    return ok<'listRecentGames'>(
      pageOfGames(games, query, siteOrigin(headers), backend.clock.nowMs()),
    );
  }),
];

function pageOfGames(
  games: GameRecord[],
  query: { gameType?: GameRecord['gameType']; pageNo?: number; pageSize?: number },
  origin: string,
  nowMs: number,
) {
  const wanted = query.gameType ? games.filter((g) => g.gameType === query.gameType) : games;
  const { items, page } = pageOf(wanted, query.pageNo ?? 1, query.pageSize ?? 30);
  return { ...page, list: items.map((g) => toGame(g, origin, nowMs)) };
}
