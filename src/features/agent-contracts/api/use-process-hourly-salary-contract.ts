import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateContracts } from './contract-writes';

/** `processHourlySalaryContract`: a party accepts, rejects or terminates a hourlySalary contract. */
export function useProcessHourlySalaryContract() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/contracts/hourlySalary/process', {
    onSuccess: () => invalidateContracts(queryClient),
  });
}
