import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListDownlinesQuery = NonNullable<
  paths['/wps/agent/downlines']['get']['parameters']['query']
>;

/** Every `listDownlines` key starts with this: a transfer or a registration makes it stale. */
export const downlinesQueryKey = ['get', '/wps/agent/downlines'] as const;

/** `listDownlines`: one page of the team (or of one member's direct downlines), newest first. */
export function useListDownlines(query: ListDownlinesQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/downlines',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
