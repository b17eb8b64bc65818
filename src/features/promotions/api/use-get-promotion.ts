import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getPromotion`: one promotion for `/promoDetail` (`enabled` false while there is no valid id). */
export function useGetPromotion(promotionId: number | null) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/{promotionId}',
      { params: { path: { promotionId: promotionId ?? 0 } } },
      { enabled: promotionId !== null, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
