import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

/** `requestRegisterSmsCode`: the code that verifies a new member's mobile number. */
export function requestRegisterSmsCode(body: components['schemas']['RegisterSmsCodeRequest']) {
  return toResult(api.POST('/wps/verification/sms/register', { body }));
}
