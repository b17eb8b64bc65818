import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';
import { memberInfoKey } from '../../../lib/member/api/use-get-member-info';
import { getMemberProfileOptions } from '../../../lib/member/api/use-get-member-profile';

/**
 * `updateMemberProfile`: the answer is the whole profile after the change, which replaces the
 * cached one; the member info (its nickname) is stale and asks again.
 */
export function useUpdateMemberProfile() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/wps/member/profile', {
    onSuccess: async (answer) => {
      queryClient.setQueryData(getMemberProfileOptions().queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: memberInfoKey });
    },
  });
}
