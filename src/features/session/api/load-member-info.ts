import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `getMemberInfo`: the login info, reloaded after a password change. */
export function loadMemberInfo() {
  return toResult(api.GET('/wps/member/info'));
}
