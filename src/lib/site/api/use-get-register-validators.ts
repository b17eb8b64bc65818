import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/**
 * `getRegisterValidators`: the site's field rules on their own, for when the permission read at
 * start did not bring them (`enabled` false otherwise).
 */
export function useGetRegisterValidators(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/setting/register/validators',
      {},
      { enabled, staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}
