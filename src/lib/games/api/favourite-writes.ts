import type { QueryClient } from '@tanstack/react-query';
import { listFavoriteGameIdsOptions } from './use-list-favorite-game-ids';

/** Every key of `listFavoriteGames` (any game type, any page) starts with this. */
export const favoriteGamesKey = ['get', '/wps/game/favorite'] as const;

/**
 * After a favourite is added or removed: the server answers with the whole, newer id list, which
 * replaces the cached one at once; the favourite game lists are stale and refetch.
 */
export async function afterFavouriteWrite(
  queryClient: QueryClient,
  answer: { success: true; value: string[] },
): Promise<void> {
  queryClient.setQueryData(listFavoriteGameIdsOptions().queryKey, answer);
  await queryClient.invalidateQueries({ queryKey: favoriteGamesKey });
}
