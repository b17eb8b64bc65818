import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidate } from './stale-queries';

/** `transferToUpline`: moves money from the main wallet to the upline's; the balance follows. */
export function useTransferToUpline() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/member/transfer/upline', {
    onSuccess: () => invalidate(queryClient, ['balance']),
  });
}
