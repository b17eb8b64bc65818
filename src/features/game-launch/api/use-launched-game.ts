import { useEffect } from 'react';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

type Game = components['schemas']['Game'];

/** `listRecentGames`, the latest 10 of the signed-in member (`enabled` false: not asked). */
function useListRecentGames(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/relay/GCS_recentGame',
      { params: { query: { pageSize: 10 } } },
      { enabled, staleTime: staleTimes.member, select: (d) => d.value.list },
    ),
  );
}

/**
 * The catalogue entry of a game launched by id or code alone (a reload, a deep link): a launch puts
 * the game at the top of the member's recent list, so the page reads its name there. `key` names
 * the launch (null: nothing to look up); `matches` picks the game from the list.
 */
export function useLaunchedGame(key: string | null, matches: (game: Game) => boolean): Game | null {
  const recent = useListRecentGames(key !== null);
  const { refetch } = recent;
  // Each launch changes the recent list: a new launch asks again even if the list is cached.
  useEffect(() => {
    if (key !== null) void refetch();
  }, [key, refetch]);
  if (key === null || recent.isFetching) return null;
  return recent.data?.find(matches) ?? null;
}
