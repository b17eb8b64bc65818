import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { withdrawalsQueryKey } from './use-list-withdrawals';

/**
 * `confirmWithdrawalReceipt`: moves no money; the withdrawal's state changes (also when the answer
 * is 409 because it was received automatically meanwhile), so the list asks again either way.
 */
export function useConfirmWithdrawalReceipt() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/v2/withdrawals/{withdrawalId}/receipt', {
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
  });
}
