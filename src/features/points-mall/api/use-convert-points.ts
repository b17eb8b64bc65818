import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { balanceQueryKey } from '../../../lib/wallet/api/use-get-balance';
import { pointsBalanceQueryKey } from './use-get-points-balance';
import { pointsTransactionsQueryKey } from './use-list-points-transactions';

/**
 * `convertPoints`: the points leave and money arrives in the main wallet, so the points balance,
 * the points details and the wallet balance (the header's too) ask again.
 */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/points/convert', {
    onSuccess: () =>
      Promise.all(
        [pointsBalanceQueryKey, pointsTransactionsQueryKey, balanceQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
