import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `listCountries`: the dialing-code countries of the site. */
export function useListCountries() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/countries',
      {},
      { staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}
