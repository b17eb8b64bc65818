import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';

/** The clock may run at most ten years ahead: beyond that, dates leave what the portal can show. */
export const maxClockOffsetMs = 10 * 365 * 24 * 60 * 60 * 1000;

/** The clock offset after moving `minutes` forward, or a refusal past the limit. */
export function advancedOffset(
  currentOffsetMs: number,
  minutes: number,
): { offsetMs: number } | Failure {
  const offsetMs = currentOffsetMs + minutes * 60_000;
  if (offsetMs > maxClockOffsetMs) {
    return fail(
      400,
      'validation_error',
      `the sandbox clock may run at most ten years ahead; reset it with POST /__mock/reset`,
      {
        field: 'body.minutes',
      },
    );
  }
  return { offsetMs };
}
