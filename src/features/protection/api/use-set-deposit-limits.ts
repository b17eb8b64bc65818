import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { depositLimitsOptions } from './use-get-deposit-limits';

/** `setDepositLimits`; its answer is the limits after the change, which replace the cached ones. */
export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/wps/member/protection/depositLimits', {
    onSuccess: (answer) => queryClient.setQueryData(depositLimitsOptions().queryKey, answer),
  });
}
