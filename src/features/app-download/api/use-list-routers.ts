import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `listRouters`: the app resources (iOS, Android, lite) and the site's other addresses. */
export function useListRouters() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/routers',
      {},
      { staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}
