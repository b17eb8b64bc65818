import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** The cache entry of `getRealityCheck` (its writes replace it). */
export function realityCheckOptions() {
  return $api.queryOptions(
    'get',
    '/wps/member/protection/realityCheck',
    {},
    { staleTime: staleTimes.session },
  );
}

/**
 * `getRealityCheck`: the reminder interval (0 = off) and when this session's next reminder is due.
 * Only the member's own writes change it (`useSetRealityCheck` updates the cache); a new session
 * asks again.
 */
export function useGetRealityCheck(enabled = true) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/protection/realityCheck',
      {},
      { enabled, staleTime: staleTimes.session, select: (d) => d.value },
    ),
  );
}
