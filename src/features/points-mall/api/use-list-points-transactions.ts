import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Every `listPointsTransactions` key starts with this. */
export const pointsTransactionsQueryKey = ['get', '/wps/points/transactions'] as const;

/** `listPointsTransactions`: one page of the member's points lines on the days of `range`, newest first. */
export function useListPointsTransactions(
  range: DayRange,
  type: components['schemas']['PointsTransactionType'] | undefined,
  pageNo: number,
  pageSize: number,
) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/points/transactions',
      { params: { query: { ...range, pageNo, pageSize, ...(type ? { type } : {}) } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
