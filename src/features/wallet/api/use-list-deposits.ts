import { keepPreviousData } from '@tanstack/react-query';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Every `listDeposits` key (any page) starts with this. */
export const depositsQueryKey = ['get', '/wps/v2/deposits'] as const;

/** `listDeposits`: one page of the member's deposits made on the days of `range`, newest first (the last page stays while the next loads). */
export function useListDeposits(range: DayRange, pageNo: number, pageSize: number) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/v2/deposits',
      { params: { query: { ...range, pageNo, pageSize } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
