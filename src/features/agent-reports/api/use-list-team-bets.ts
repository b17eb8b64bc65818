import { keepPreviousData } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

export type ListTeamBetsQuery = NonNullable<
  paths['/wps/agent/team/bets']['get']['parameters']['query']
>;

/** The cache entry of one page of `listTeamBets` (the CSV export reads every page through it). */
export function listTeamBetsOptions(query: ListTeamBetsQuery) {
  return $api.queryOptions(
    'get',
    '/wps/agent/team/bets',
    { params: { query } },
    { staleTime: staleTimes.member },
  );
}

/**
 * `listTeamBets`: one page of the team's bets (not the agent's own) and the totals of every
 * matching bet. The page shown stays while the next one loads.
 */
export function useListTeamBets(query: ListTeamBetsQuery) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/team/bets',
      { params: { query } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
