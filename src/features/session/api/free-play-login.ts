import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { freePlayRequest } from '../rules/free-play-request';

/** `freePlayLogin`: a guest trial account (type 4), signed in at once. */
export function freePlayLogin() {
  return toResult(
    api.POST('/wps/session/login/freeplay', { body: freePlayRequest(navigator.userAgent) }),
  );
}
