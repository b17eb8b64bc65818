import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `logout`: ends the session on the server (the portal clears its side whatever the answer). */
export function logout() {
  return toResult(api.POST('/wps/session/logout'));
}
