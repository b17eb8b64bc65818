import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/**
 * `getTeamOverview`: the team's figures over the days and per day. The shown figures stay while
 * another period loads.
 */
export function useGetTeamOverview(range: DayRange) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/team/overview',
      { params: { query: range } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
