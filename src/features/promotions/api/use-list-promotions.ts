import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

type PromotionCategory = components['schemas']['PromotionCategory'];

/**
 * `listPromotions`: the promotions of one category (`ALL` for every one), each with the member's
 * own status when signed in (visitors get the status by the dates).
 */
export function useListPromotions(category: PromotionCategory) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/list',
      { params: { query: category === 'ALL' ? {} : { category } } },
      { staleTime: staleTimes.member, select: (d) => d.value.list },
    ),
  );
}
