import { ApiError, isApiError, type ErrorEnvelope } from './api-error';
import { operationHeader } from './middleware/error-middleware';

export type ApiResult<T> =
  { ok: true; value: T; message?: string } | { ok: false; error: ApiError };

interface Envelope {
  success: true;
  value?: unknown;
  message?: string;
}
interface ClientAnswer<D extends Envelope> {
  data?: D;
  error?: unknown;
  response: Response;
}

/**
 * Turns an openapi-fetch call into a typed result. After the client's error middleware every
 * failure is an `ApiError`, so call sites branch on `result.ok` and translate `result.error.key`.
 */
export async function toResult<D extends Envelope>(
  call: Promise<ClientAnswer<D>>,
): Promise<ApiResult<D['value']>> {
  try {
    const { data, error, response } = await call;
    if (data !== undefined) {
      return data.message === undefined
        ? { ok: true, value: data.value }
        : { ok: true, value: data.value, message: data.message };
    }
    const operation = response.headers.get(operationHeader) ?? response.url;
    const envelope = error as ErrorEnvelope;
    return { ok: false, error: ApiError.fromEnvelope(envelope, response.status, operation) };
  } catch (thrown) {
    if (isApiError(thrown)) return { ok: false, error: thrown };
    return {
      ok: false,
      error: new ApiError({
        key: 'unknown_error',
        message: thrown instanceof Error ? thrown.message : String(thrown),
        status: 0,
        operation: 'unknown',
      }),
    };
  }
}
