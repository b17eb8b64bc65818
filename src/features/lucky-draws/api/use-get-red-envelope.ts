import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getRedEnvelope`: today's red envelope for the member (eligibility, period, amounts). */
export function useGetRedEnvelope() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/promotion/luckyDraw/redEnvelope',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
