import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

export type SocialLoginRequest = components['schemas']['SocialLoginRequest'];
export type SocialProvider = SocialLoginRequest['provider'];

/** `socialLogin`: the consent page's one-time code for a session. */
export function socialLogin(body: SocialLoginRequest) {
  return toResult(api.POST('/wps/session/login/social', { body }));
}
