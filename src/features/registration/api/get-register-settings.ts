import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';

/** `getRegisterSettings`: age of consent, captcha, terms page (the flags come with the permission). */
export function getRegisterSettings() {
  return toResult(api.GET('/wps/system/setting/register'));
}
