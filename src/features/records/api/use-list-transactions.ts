import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListTransactionsQuery = NonNullable<
  paths['/wps/member/transactions']['get']['parameters']['query']
>;

/** `listTransactions`: one page of the member's account record (the shown page stays while the next loads). */
export function useListTransactions(query: ListTransactionsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/transactions',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
