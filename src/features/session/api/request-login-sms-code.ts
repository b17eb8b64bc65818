import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

/** `requestLoginSmsCode`: the code for an SMS login or a phone password reset. */
export function requestLoginSmsCode(body: components['schemas']['LoginSmsCodeRequest']) {
  return toResult(api.POST('/wps/verification/sms/noLogin', { body }));
}
