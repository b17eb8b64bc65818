import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Every `getPointsBalance` key starts with this: a redemption or a conversion invalidates it. */
export const pointsBalanceQueryKey = ['get', '/wps/points/balance'] as const;

/** `getPointsBalance`: the member's points (whole numbers, never expiring). */
export function useGetPointsBalance() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/points/balance',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
