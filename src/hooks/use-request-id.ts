import { useCallback, useRef } from 'react';
import type { ApiError } from '../../openapi/runtime/client/api-error';
import { keepsRequestId, newRequestId } from '../lib/api/request-id';

/**
 * The idempotency key of a form's next money-moving request: `current()` for the request,
 * `settled(error)` once it ended, which keeps the key only when no answer arrived
 * (`keepsRequestId`), so a retry cannot move the money twice.
 */
export function useRequestId(): { current(): string; settled(error: ApiError | null): void } {
  const id = useRef<string | null>(null);
  const current = useCallback(() => {
    id.current ??= newRequestId();
    return id.current;
  }, []);
  const settled = useCallback((error: ApiError | null) => {
    if (!keepsRequestId(error)) id.current = null;
  }, []);
  return { current, settled };
}
