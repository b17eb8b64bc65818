import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListBetsQuery = NonNullable<paths['/wps/member/bets']['get']['parameters']['query']>;

/**
 * `listBets`: one page of the member's betting record and the totals of every matching bet. The
 * page shown stays while the next one loads (no flash of "Loading" between pages).
 */
export function useListBets(query: ListBetsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/bets',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
