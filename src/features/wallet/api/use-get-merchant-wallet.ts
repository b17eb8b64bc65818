import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getMerchantWallet`: the wallet mode and the withdrawal limits, once per session. */
export function useGetMerchantWallet() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/member/wallet/merchant',
      {},
      { staleTime: staleTimes.session, select: (d) => d.value },
    ),
  );
}
