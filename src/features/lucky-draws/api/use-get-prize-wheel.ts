import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getPrizeWheel`: the wheel's segments and the member's spins left today. */
export function useGetPrizeWheel() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/luckyDraw/prizeWheel',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
