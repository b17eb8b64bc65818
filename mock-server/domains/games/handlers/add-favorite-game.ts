import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { addFavorite, favoriteIds } from '../rules/favorites';

export const addFavoriteGameHandler = defineHandler(
  'addFavoriteGame',
  'anyone',
  async ({ backend, body, me }) => {
    const game = backend.db.games.get(body.gameId);
    if (!game) return refusals.notFound('game');
    await addFavorite(backend.db, me().id, game.nodeId, backend.clock.iso());
    return ok<'addFavoriteGame'>(favoriteIds(backend.db, me().id));
  },
);
