import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { invalidateContracts } from './contract-writes';

/** `offerContract`: an upline offers a contract to a direct downline; the lists follow. */
export function useOfferContract() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/contracts', {
    onSuccess: () => invalidateContracts(queryClient),
  });
}
