import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/**
 * `getSessionSummary`: when this session signed in and the bets placed since (staked, won, net).
 * `fresh` asks again on every mount (the reality-check dialog's figures); the header's clock only
 * needs the login time, which does not change during a session.
 */
export function useGetSessionSummary({ enabled = true, fresh = false } = {}) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/protection/session',
      {},
      {
        enabled,
        staleTime: fresh ? staleTimes.member : staleTimes.session,
        select: (d) => d.value,
      },
    ),
  );
}
