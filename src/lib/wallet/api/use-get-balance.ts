import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/**
 * Every `getBalance` key starts with this: a write that moves money (a transfer, a withdrawal)
 * invalidates it, and the header's balance and the wallet page, which read the same query, follow.
 */
export const balanceQueryKey = ['get', '/wps/v2/wallets/balance'] as const;

/** The `getBalance` query (for seeding the cache before the first render; same key as the hook). */
export function getBalanceOptions() {
  return $api.queryOptions('get', '/wps/v2/wallets/balance', {}, { staleTime: staleTimes.member });
}

/**
 * `getBalance`: the member's sum balance, currency symbol and every wallet (main first, then the
 * vendor sub-wallets); `enabled` false without a session. The header's balance and the wallet page
 * read it.
 */
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
