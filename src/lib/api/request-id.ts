import type { ApiError } from '../../../openapi/runtime/client/api-error';

/** A new idempotency key for a money-moving request (`RequestId`: a UUID is recommended). */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * Whether the next attempt must carry the same `requestId`: only when the last one got no answer
 * (status 0), because the server may have done it, and a repeat with the same key then returns that
 * first result instead of moving the money twice. After any answer the next request is a new one.
 */
export function keepsRequestId(error: ApiError | null): boolean {
  return error !== null && error.status === 0;
}
