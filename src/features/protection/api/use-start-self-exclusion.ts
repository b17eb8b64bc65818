import { $api } from '../../../lib/api/api-queries';

/**
 * `startSelfExclusion` (6 months, 1 or 5 years, confirmed with the login password). It ends every
 * session of the member, this one included: the caller signs out locally on success.
 */
export function useStartSelfExclusion() {
  return $api.useMutation('post', '/wps/member/protection/selfExclusion');
}
