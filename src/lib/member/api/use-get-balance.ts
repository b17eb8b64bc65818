import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `getBalance`: the member's sum balance and currency symbol (`enabled` false without a session). */
export function useGetBalance(enabled: boolean) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/v2/wallets/balance',
      {},
      { enabled, staleTime: staleTimes.member, select: (d) => d.value },
    ),
  );
}
