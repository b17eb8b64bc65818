import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `getRegisterSettings`: age of consent, captcha, terms page (the flags come with the permission). */
export function getRegisterSettings() {
  return toResult(api.GET('/wps/system/setting/register'));
}
