import { z } from 'zod';
import { requiredText } from '../../../lib/auth/field-rules';
import type { SecondFactorChallenge } from '../api/login';

export type SecondFactorMethod = SecondFactorChallenge['method'];

/** Methods whose answer is a code the sandbox sends, so the step offers "send again". */
export function sendsCode(method: SecondFactorMethod): boolean {
  return method === 'phone' || method === 'email';
}

/** Methods answered with digits (a numeric keyboard on phones, one-time-code autofill). */
export function isNumericAnswer(method: SecondFactorMethod): boolean {
  return method === 'phone' || method === 'email' || method === 'authenticator';
}

/**
 * The answer of the second-factor step: required and trimmed; six digits for the sent and
 * authenticator codes; at most 255 characters otherwise (the longest verification code, section 9).
 */
export function secondFactorSchema(
  method: SecondFactorMethod,
  messages: { required: string; sixDigits: string },
) {
  const answer = requiredText(messages.required);
  return z.object({
    answer: isNumericAnswer(method)
      ? answer.pipe(z.string().regex(/^\d{6}$/, messages.sixDigits))
      : answer.pipe(z.string().max(255, messages.required)),
  });
}

export type SecondFactorValues = z.input<ReturnType<typeof secondFactorSchema>>;
