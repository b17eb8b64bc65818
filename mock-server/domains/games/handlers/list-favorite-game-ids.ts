import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { favoriteIds } from '../rules/favorites';

export const listFavoriteGameIdsHandler = defineHandler(
  'listFavoriteGameIds',
  'anyone',
  ({ backend, me }) => ok<'listFavoriteGameIds'>(favoriteIds(backend.db, me().id)),
);
