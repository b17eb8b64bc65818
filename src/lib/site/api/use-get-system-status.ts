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

/** The same query for `queryClient.fetchQuery` (the sandbox panel reads it again after a switch). */
export function getSystemStatusOptions() {
  return $api.queryOptions('get', '/wps/system/status', {}, { staleTime: staleTimes.site });
}
