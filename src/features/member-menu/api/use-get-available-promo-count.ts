import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getAvailablePromoCount`: rewards to claim (a red badge) (`enabled` false without a session). */
export function useGetAvailablePromoCount(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/available/count',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
