import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListContractsQuery = NonNullable<
  paths['/wps/agent/contracts']['get']['parameters']['query']
>;

/** `listContracts`: one page of the caller's contracts as upline or downline. */
export function useListContracts(query: ListContractsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/contracts',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
