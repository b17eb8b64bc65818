import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getReferralLink`: the member's invitation code and one registration link per brand domain. */
export function useGetReferralLink() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/referral',
      {},
      { staleTime: staleTimes.session, select: (d) => d.value },
    ),
  );
}
