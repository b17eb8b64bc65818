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
