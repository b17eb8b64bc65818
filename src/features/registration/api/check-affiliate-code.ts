import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';

/** `checkAffiliateCode`: whether an invitation code may be used on this site. */
export function checkAffiliateCode(code: string, domain: string) {
  return toResult(api.GET('/wps/agent/affiliate', { params: { query: { code, domain } } }));
}
