import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `redeemSignInLink`: a one-time sign-in link's code for a session (the sandbox console's links). */
export function redeemSignInLink(code: string) {
  return toResult(api.POST('/__mock/sign-in-links/{code}/redeem', { params: { path: { code } } }));
}
