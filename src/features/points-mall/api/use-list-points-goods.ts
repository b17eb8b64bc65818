import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Every `listPointsGoods` key starts with this: a redemption lowers a stock, so it is asked again. */
export const pointsGoodsQueryKey = ['get', '/wps/points/goods'] as const;

/** `listPointsGoods`: one page of the rewards, of one kind or all (`type` undefined). */
export function useListPointsGoods(
  type: components['schemas']['PointsGoodsType'] | undefined,
  pageNo: number,
  pageSize: number,
) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/points/goods',
      { params: { query: { pageNo, pageSize, ...(type ? { type } : {}) } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
