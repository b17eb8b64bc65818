import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { refreshAfterPromotionWrite } from './stale-promotions';

/**
 * `applyPromotion`: joins at once, or sends an activity application (comment and images) that
 * shows as `applying`. The promotions and the header's count follow.
 */
export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/promotion/{promotionId}/apply', {
    onSuccess: () => refreshAfterPromotionWrite(queryClient),
  });
}
