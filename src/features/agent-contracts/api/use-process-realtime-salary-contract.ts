import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateContracts } from './contract-writes';

/** `processRealtimeSalaryContract`: a party accepts, rejects or terminates a realtimeSalary contract. */
export function useProcessRealtimeSalaryContract() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/contracts/realtimeSalary/process', {
    onSuccess: () => invalidateContracts(queryClient),
  });
}
