import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { RegisterCall } from '../rules/register-payload';

/** `register` (username tab) or `registerMobile` (mobile tab); the new member is signed in. */
export function register(call: RegisterCall) {
  return call.tab === 'mobile'
    ? toResult(api.PUT('/wps/member/register/mobile', { body: call.body }))
    : toResult(api.PUT('/wps/member/register', { body: call.body }));
}
