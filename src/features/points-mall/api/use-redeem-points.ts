import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { pointsBalanceQueryKey } from './use-get-points-balance';
import { pointsGoodsQueryKey } from './use-list-points-goods';
import { pointsRedemptionsQueryKey } from './use-list-points-redemptions';
import { pointsTransactionsQueryKey } from './use-list-points-transactions';

/**
 * `redeemPoints`: the points leave at once and the reward's stock drops, so the points balance,
 * the goods, the redeem history and the points details ask again.
 */
export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/points/redeem', {
    onSuccess: () =>
      Promise.all(
        [
          pointsBalanceQueryKey,
          pointsGoodsQueryKey,
          pointsRedemptionsQueryKey,
          pointsTransactionsQueryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
