import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { favoriteIds, removeFavorite } from '../rules/favorites';

export const removeFavoriteGameHandler = defineHandler(
  'removeFavoriteGame',
  'anyone',
  async ({ backend, path, me }) => {
    if (!backend.db.games.get(path.gameId)) return refusals.notFound('game');
    await removeFavorite(backend.db, me().id, path.gameId);
    return ok<'removeFavoriteGame'>(favoriteIds(backend.db, me().id));
  },
);
