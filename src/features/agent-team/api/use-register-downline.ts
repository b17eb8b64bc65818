import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { downlinesQueryKey } from './use-list-downlines';

/** Every `getTeamOverview` key: a new member changes the team's size and its new members. */
export const teamOverviewQueryKey = ['get', '/wps/agent/team/overview'] as const;

/** `registerDownline`: a new direct downline; team management and the overview ask again. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/agent/downlines', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: downlinesQueryKey }),
        queryClient.invalidateQueries({ queryKey: teamOverviewQueryKey }),
      ]),
  });
}
