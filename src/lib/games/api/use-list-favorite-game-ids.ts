import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** The `listFavoriteGameIds` query (a member query: reset when the session changes). */
export function listFavoriteGameIdsOptions() {
  return $api.queryOptions('get', '/wps/game/favorite/ids', {}, { staleTime: staleTimes.session });
}

/** `listFavoriteGameIds`: the ids of the signed-in member's favourite games. */
export function useListFavoriteGameIds(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/game/favorite/ids',
      {},
      { enabled, staleTime: staleTimes.session, select: (d) => d.value },
    ),
  );
}
