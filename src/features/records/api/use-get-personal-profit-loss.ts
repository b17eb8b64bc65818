import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getPersonalProfitLoss`: the member's totals per game type and per day over the range. */
export function useGetPersonalProfitLoss(range: DayRange) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/profitLoss',
      { params: { query: range } },
      { staleTime: staleTimes.member, placeholderData: keepPreviousData, select: (d) => d.value },
    ),
  );
}
