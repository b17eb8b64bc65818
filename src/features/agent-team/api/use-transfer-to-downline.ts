import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { balanceQueryKey } from '../../../lib/wallet/api/use-get-balance';
import { downlinesQueryKey } from './use-list-downlines';

/**
 * `transferToDownline`: money from the agent's main wallet to a downline's. Both balances follow:
 * the agent's (`getBalance`: the header's pill and this page's limit) and the downline's (its row
 * in team management).
 */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/transfer/downline', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
        queryClient.invalidateQueries({ queryKey: downlinesQueryKey }),
      ]),
  });
}
