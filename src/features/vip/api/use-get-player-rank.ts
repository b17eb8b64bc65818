import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/**
 * `getPlayerRank`: the member's rank, progress and the site's levels (the same query and cache
 * entry as the member centre's `playerRank` page).
 */
export function useGetPlayerRank(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/rank',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
