import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `checkAffiliateCode`: whether an invitation code may be used on this site. */
export function checkAffiliateCode(code: string, domain: string) {
  return toResult(api.GET('/wps/agent/affiliate', { params: { query: { code, domain } } }));
}
