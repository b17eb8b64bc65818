import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** The cache entry of `getDepositLimits` (its writes replace it). */
export function depositLimitsOptions() {
  return $api.queryOptions(
    'get',
    '/wps/member/protection/depositLimits',
    {},
    { staleTime: staleTimes.member },
  );
}

/**
 * `getDepositLimits`: per window the limit in force, what was deposited, what is left and a raise
 * waiting for its 24 hours. Deposits move it, so it is asked again on every mount.
 */
export function useGetDepositLimits() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/protection/depositLimits',
      {},
      { staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
