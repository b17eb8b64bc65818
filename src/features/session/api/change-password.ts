import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

/** `changePassword` for the signed-in member. */
export function changePassword(body: components['schemas']['ChangePasswordRequest']) {
  return toResult(api.POST('/wps/member/password', { body }));
}
