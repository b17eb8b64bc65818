import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListTeamTransactionsQuery = NonNullable<
  paths['/wps/agent/team/transactions']['get']['parameters']['query']
>;

/** The cache entry of one page of `listTeamTransactions` (the CSV export reads every page through it). */
export function listTeamTransactionsOptions(query: ListTeamTransactionsQuery) {
  return $api.queryOptions(
    'get',
    '/wps/agent/team/transactions',
    { params: { query } },
    { staleTime: staleTimes.member },
  );
}

/** `listTeamTransactions`: one page of the team's account records (not the agent's own), newest first. */
export function useListTeamTransactions(query: ListTeamTransactionsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/team/transactions',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
