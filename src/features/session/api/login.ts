import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResult = components['schemas']['LoginResult'];

/** `login` (username or SMS); a failure may carry `value.captcha`. */
export function login(body: LoginRequest) {
  return toResult(api.POST('/wps/session/login', { body }));
}
