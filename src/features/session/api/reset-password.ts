import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

/** `resetPasswordByEmail`: a reset mail when username and email belong together. */
export function resetPasswordByEmail(body: components['schemas']['EmailPasswordResetRequest']) {
  return toResult(api.POST('/wps/member/password/email', { body }));
}

/** `resetPasswordByPhone`: a new password with an SMS code; the member is signed in. */
export function resetPasswordByPhone(body: components['schemas']['PhonePasswordResetRequest']) {
  return toResult(api.POST('/wps/member/password/verification', { body }));
}
