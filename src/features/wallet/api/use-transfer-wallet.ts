import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { balanceQueryKey } from '../../../lib/wallet/api/use-get-balance';

/**
 * `transferWallet` (one vendor wallet in or out, or everything back to main). The balances moved:
 * `getBalance` asks again, and the header's balance, which reads the same query, follows.
 */
export function useTransferWallet() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/relay/GCS_walletTransfer', {
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
  });
}
