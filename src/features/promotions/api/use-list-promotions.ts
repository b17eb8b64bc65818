import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import { useLanguageCode } from '../../../hooks/use-language-code';

type PromotionCategory = components['schemas']['PromotionCategory'];

/**
 * `listPromotions`: the promotions of one category (`ALL` for every one), each with the member's
 * own status when signed in (visitors get the status by the dates), in the portal's language.
 */
export function useListPromotions(category: PromotionCategory) {
  const language = useLanguageCode();
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/list',
      { params: { query: category === 'ALL' ? { language } : { category, language } } },
      { staleTime: staleTimes.member, select: (d) => d.value.list },
    ),
  );
}
