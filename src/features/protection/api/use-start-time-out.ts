import { $api } from '../../../lib/api/api-queries';

/**
 * `startTimeOut` (24 hours, 7 or 30 days, confirmed with the login password). It ends every session
 * of the member, this one included: the caller signs out locally on success.
 */
export function useStartTimeOut() {
  return $api.useMutation('post', '/wps/member/protection/timeOut');
}
