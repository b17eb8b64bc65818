import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type GetTeamProfitLossQuery = NonNullable<
  paths['/wps/agent/team/profitLoss']['get']['parameters']['query']
>;

/** The cache entry of one page of `getTeamProfitLoss` (the CSV export reads every page through it). */
export function getTeamProfitLossOptions(query: GetTeamProfitLossQuery) {
  return $api.queryOptions(
    'get',
    '/wps/agent/team/profitLoss',
    { params: { query } },
    { staleTime: staleTimes.member },
  );
}

/**
 * `getTeamProfitLoss`: one page of the team members with activity in the days, largest valid bet
 * first, and the totals over all of them.
 */
export function useGetTeamProfitLoss(query: GetTeamProfitLossQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/team/profitLoss',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
