import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getPointsConfig`: how many points make 1.00 (`ratio`) and the least a conversion takes. */
export function useGetPointsConfig() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/points/config',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
