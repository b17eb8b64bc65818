import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { DayRange } from '../../../lib/dates/day-range';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Every `listPointsRedemptions` key starts with this. */
export const pointsRedemptionsQueryKey = ['get', '/wps/points/redemptions'] as const;

/** `listPointsRedemptions`: one page of the member's redemptions on the days of `range`, newest first. */
export function useListPointsRedemptions(
  range: DayRange,
  status: components['schemas']['PointsRedemptionStatus'] | undefined,
  pageNo: number,
  pageSize: number,
) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/points/redemptions',
      { params: { query: { ...range, pageNo, pageSize, ...(status ? { status } : {}) } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
