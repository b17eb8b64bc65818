import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `getReferralLink` (invite friends, the agent centre's Account page): the member's invitation code and one registration link per brand domain. */
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
