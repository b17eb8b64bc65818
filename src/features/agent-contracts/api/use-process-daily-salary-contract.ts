import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateContracts } from './contract-writes';

/** `processDailySalaryContract`: a party accepts, rejects or terminates a dailySalary contract. */
export function useProcessDailySalaryContract() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/contracts/dailySalary/process', {
    onSuccess: () => invalidateContracts(queryClient),
  });
}
