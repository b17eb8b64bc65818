import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { depositsQueryKey } from './use-list-deposits';

/**
 * `createDeposit`: a pending deposit (the balance moves only once it is approved), so the deposit
 * list asks again.
 */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/v2/deposits', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsQueryKey }),
  });
}
