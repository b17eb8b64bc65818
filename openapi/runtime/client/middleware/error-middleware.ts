import type { Middleware } from 'openapi-fetch';
import { ApiError, type ErrorEnvelope, type ErrorKey } from '../api-error';
import { operationKey } from './operation-of';

export const operationHeader = 'X-Api-Operation';

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return candidate.success === false && typeof candidate.code === 'string';
}

function keyForStatus(status: number): ErrorKey {
  if (status === 401) return 'not_logged_in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 408 || status === 504) return 'request_timeout';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'service_unavailable';
  if (status >= 400 && status < 500) return 'validation_error';
  return 'unknown_error';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

function envelopeResponse(envelope: ErrorEnvelope, status: number, operation: string): Response {
  return new Response(JSON.stringify(envelope), {
    status,
    headers: { 'Content-Type': 'application/json', [operationHeader]: operation },
  });
}

export interface ErrorMiddlewareOptions {
  /** Called on every 401 of a guarded call, so the app can end the stale session. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called on every 403 `password_change_required`: the session must change the password first
   * (a restricted session, e.g. after a reload that closed the forced change dialog).
   */
  onPasswordChangeRequired?: (error: ApiError) => void;
}

/**
 * One error path for every call:
 * - a failure envelope keeps its key, message and field;
 * - a legacy failure sent as 200 with `success: false` becomes an error answer (status 400);
 * - an HTTP error without an envelope gets a key from its status;
 * - a network failure or timeout rejects the call with an `ApiError` (`network_error`,
 *   `request_timeout`).
 * After it, openapi-fetch's `error` is always an `ErrorEnvelope`.
 */
export function errorMiddleware(options: ErrorMiddlewareOptions = {}): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const operation = operationKey(request, schemaPath);
      const body = response.status === 204 ? undefined : await readJson(response);
      if (response.ok) {
        if (!isErrorEnvelope(body)) return undefined;
        return envelopeResponse(body, 400, operation);
      }
      const envelope: ErrorEnvelope = isErrorEnvelope(body)
        ? body
        : {
            success: false,
            code: keyForStatus(response.status),
            message: `${response.status} ${response.statusText}`.trim(),
          };
      if (response.status === 401) {
        options.onUnauthorized?.(ApiError.fromEnvelope(envelope, 401, operation));
      }
      if (response.status === 403 && envelope.code === 'password_change_required') {
        options.onPasswordChangeRequired?.(ApiError.fromEnvelope(envelope, 403, operation));
      }
      return envelopeResponse(envelope, response.status, operation);
    },
    onError({ error, request, schemaPath }) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return new ApiError({
        key: timedOut ? 'request_timeout' : 'network_error',
        message: error instanceof Error ? error.message : String(error),
        status: 0,
        operation: operationKey(request, schemaPath),
      });
    },
  };
}
