import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';
import type { DayRange } from '../../../lib/dates/day-range';

/** `listLuckyDraws`: one page of the member's claims of one draw on the days of `range`. */
export function useListLuckyDraws(
  game: components['schemas']['LuckyDrawGame'],
  range: DayRange,
  pageNo: number,
  pageSize: number,
) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/luckyDraws',
      { params: { query: { game, ...range, pageNo, pageSize } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
