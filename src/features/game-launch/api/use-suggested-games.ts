import { useQueries } from '@tanstack/react-query';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import type { GameMaintenanceNotice } from '../../../lib/stores/game-area-atoms';

type Game = components['schemas']['Game'];

/**
 * The catalogue entries of the games the server suggested instead of one under maintenance (it
 * sends ids and names only): each is looked up by name in the game's type (`listGames`, one query
 * per suggestion), so its card image shows and it launches through `useLaunchGame` like any other.
 */
export function useSuggestedGames(notice: GameMaintenanceNotice | null): ReadonlyMap<string, Game> {
  const suggestions = notice?.suggestions ?? [];
  return useQueries({
    queries: notice
      ? suggestions.map(({ gameName }) =>
          $api.queryOptions(
            'get',
            '/lgw/games/list',
            { params: { query: { gameType: notice.game.gameType, gameName, pageSize: 30 } } },
            { staleTime: staleTimes.catalogue },
          ),
        )
      : [],
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const wanted = suggestions[index]?.nodeId;
          const game = result.data?.value.games.find((g) => g.nodeId === wanted);
          return game ? [[game.nodeId, game] as const] : [];
        }),
      ),
  });
}
