import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `getPermission` for this host: whitelabel flags, validators, resources, customer service. */
export function useGetPermission() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/permission',
      { params: { query: { host: window.location.host } } },
      { staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}

/** The same query for `queryClient.fetchQuery` (the sandbox panel reads it again after a switch). */
export function getPermissionOptions() {
  return $api.queryOptions(
    'get',
    '/wps/system/permission',
    { params: { query: { host: window.location.host } } },
    { staleTime: staleTimes.site },
  );
}
