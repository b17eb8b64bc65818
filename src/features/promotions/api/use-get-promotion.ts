import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import { useLanguageCode } from '../../../hooks/use-language-code';

/** `getPromotion`: one promotion for `/promoDetail`, in the portal's language (`enabled` false while there is no valid id). */
export function useGetPromotion(promotionId: number | null) {
  const language = useLanguageCode();
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/{promotionId}',
      { params: { path: { promotionId: promotionId ?? 0 }, query: { language } } },
      { enabled: promotionId !== null, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
