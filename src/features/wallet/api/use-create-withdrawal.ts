import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { balanceQueryKey } from '../../../lib/wallet/api/use-get-balance';
import { withdrawalsQueryKey } from './use-list-withdrawals';

/**
 * `createWithdrawal`: the amount leaves the main wallet at once, so the balance (the header's too)
 * and the withdrawal list ask again.
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/v2/withdrawals', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
      ]),
  });
}
