import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { memberInfoKey } from '../../../lib/member/api/use-get-member-info';

/**
 * `setPaymentPassword`: afterwards the member info asks again, so `hasPaymentPassword` (and every
 * screen that reads it through `memberInfoAtom`) is fresh.
 */
export function useSetPaymentPassword() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/member/paymentPassword', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoKey }),
  });
}
