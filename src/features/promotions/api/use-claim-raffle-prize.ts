import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { refreshAfterPromotionWrite } from './stale-promotions';

/**
 * `claimRafflePrize`: claims a raffle prize once (cash to the main wallet). The promotions, the
 * header's count, the balance and the bonus history follow.
 */
export function useClaimRafflePrize() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/promotion/raffle/claim', {
    onSuccess: () => refreshAfterPromotionWrite(queryClient),
  });
}
