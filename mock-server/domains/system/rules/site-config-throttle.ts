import type { MockBackend } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { Failure, OperationId } from '../../../core/handler-types';
import { siteConfigThrottle, VisitorThrottle } from './visitor-throttle';

// One throttle per backend; its windows are transient and not part of the exported state.
const throttles = new WeakMap<MockBackend, VisitorThrottle>();

/**
 * 429 `too_many_requests` with `retryAfterSeconds` when this client address (the connection's, or
 * the forwarded one behind a trusted proxy: core/request-context.ts) calls the operation too often.
 */
export function throttleRefusal(
  backend: MockBackend,
  operationId: OperationId,
  address: string,
): Failure | null {
  let throttle = throttles.get(backend);
  if (!throttle) {
    throttle = new VisitorThrottle(siteConfigThrottle);
    throttles.set(backend, throttle);
  }
  const verdict = throttle.hit(`${operationId}|${address}`, backend.clock.nowMs());
  if (verdict.allowed) return null;
  return fail(
    429,
    'too_many_requests',
    `too many ${operationId} requests from this address, retry in ${verdict.retryAfterSeconds} s`,
    {
      value: { retryAfterSeconds: verdict.retryAfterSeconds },
    },
  );
}
