import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';

/** `verifySecondFactor`: the session of a login that passes its second factor. */
export function verifySecondFactor(challengeId: string, answer: string) {
  return toResult(api.POST('/wps/session/login/secondFactor', { body: { challengeId, answer } }));
}

/** `resendSecondFactorCode`: a new phone or email code for the step. */
export function resendSecondFactorCode(challengeId: string) {
  return toResult(api.POST('/wps/session/login/secondFactor/code', { body: { challengeId } }));
}
