import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Every `listWithdrawals` key (any page) starts with this. */
export const withdrawalsQueryKey = ['get', '/wps/v2/withdrawals'] as const;

/** `listWithdrawals`: one page of the member's withdrawals asked for on the days of `range`, newest first. */
export function useListWithdrawals(range: DayRange, pageNo: number, pageSize: number) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/v2/withdrawals',
      { params: { query: { ...range, pageNo, pageSize } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
