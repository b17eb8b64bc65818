import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateContracts } from './contract-writes';

/** `processDividendContract`: a party accepts, rejects or terminates a dividend contract. */
export function useProcessDividendContract() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/contracts/dividend/process', {
    onSuccess: () => invalidateContracts(queryClient),
  });
}
