import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getManualRebate`: the rebate the member's valid bets since the last claim would pay now. */
export function useGetManualRebate() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/rebate',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
