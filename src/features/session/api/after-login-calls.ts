import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `markFirstLogin`, called once after a login whose `firstTimeLogin` was true. */
export function markFirstLogin() {
  return toResult(api.POST('/wps/member/firstLogin'));
}
