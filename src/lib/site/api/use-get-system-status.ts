import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `getSystemStatus`: 0 normal, 1 maintenance, 2 region-blocked, with the page texts. */
export function useGetSystemStatus() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/status',
      {},
      { staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}
