import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListDownlinesQuery = NonNullable<
  paths['/wps/agent/downlines']['get']['parameters']['query']
>;

/** `listDownlines`: one page of the caller's downline tree (here: the direct downlines to offer to). */
export function useListDownlines(query: ListDownlinesQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/downlines',
      { params: { query } },
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
