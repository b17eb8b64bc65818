import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getPlayerRank`: the member's VIP rank, progress to the next one and the site's levels. */
export function useGetPlayerRank() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/rank',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
