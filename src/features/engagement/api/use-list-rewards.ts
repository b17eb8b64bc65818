import { keepPreviousData } from '@tanstack/react-query';
import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** Rewards shown per page of the reward centre. */
export const rewardsPageSize = 10;

/** `listRewards`: one page of the member's rewards, newest first, with `claimableCount`. */
export function useListRewards(pageNo: number) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/rewards',
      { params: { query: { pageNo, pageSize: rewardsPageSize } } },
      { staleTime: staleTimes.member, select: (d) => d.value, placeholderData: keepPreviousData },
    ),
  );
}
