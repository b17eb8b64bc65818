import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListBonusDetailsQuery = NonNullable<
  paths['/wps/promotion/bonus']['get']['parameters']['query']
>;

/** `listBonusDetails`: one page of the member's bonuses and the total of the filter. */
export function useListBonusDetails(query: ListBonusDetailsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/bonus',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
