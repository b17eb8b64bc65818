import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `listRankLevels`: the site's VIP levels, lowest first, for visitors and trial accounts. */
export function useListRankLevels(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/rankLevels',
      {},
      { enabled, staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}
