import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/**
 * `checkAffiliateCode` for the code a join link carries, on this host (`code` null: nothing to
 * check). Same query and cache entry as the registration dialog's check of the same address.
 */
export function useInvitationCheck(code: string | null, domain: string) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/affiliate',
      { params: { query: { code: code ?? '', domain } } },
      { enabled: code !== null, staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}
