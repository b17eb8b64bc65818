import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/**
 * `checkAffiliateCode` for the invitation code that came with the URL (`code` null: nothing to
 * check). The form checks a typed code itself on submit (`checkAffiliateCode`).
 */
export function useCheckAffiliateCode(code: string | null, domain: string) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/agent/affiliate',
      { params: { query: { code: code ?? '', domain } } },
      { enabled: code !== null, staleTime: staleTimes.catalogue, select: (d) => d.value },
    ),
  );
}
