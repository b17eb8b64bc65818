import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResult = components['schemas']['LoginResult'];
export type SecondFactorChallenge = components['schemas']['SecondFactorChallenge'];

/**
 * `login` (username or SMS); a failure may carry `value.captcha`. A right password from a new
 * address may answer a `SecondFactorChallenge` (202) instead of a session: see `isChallenge`.
 */
export function login(body: LoginRequest) {
  return toResult(api.POST('/wps/session/login', { body }));
}

/** Whether a login's answer is a second-factor step rather than a session. */
export function isChallenge(
  value: LoginResult | SecondFactorChallenge,
): value is SecondFactorChallenge {
  return 'challengeId' in value;
}
