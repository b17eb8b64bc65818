import type { UseQueryResult } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import { ApiError, isApiError } from '../../../openapi/runtime/client/api-error';
import { toResult, type ApiResult } from '../../../openapi/runtime/client/api-result';
import type { ApiClient } from '../../../openapi/runtime/client/create-api-client';
import { api } from './api-client';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
const methods: readonly Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/**
 * The client with every failure thrown as an `ApiError` (catalogue key, status, operation):
 * openapi-react-query throws openapi-fetch's `error` as it is, which after the error middleware is
 * the bare failure envelope, without the status or the operation.
 */
function throwingApiErrors(client: ApiClient): ApiClient {
  const wrapped: ApiClient = { ...client };
  for (const method of methods) {
    const call = client[method] as (...args: unknown[]) => ReturnType<ApiClient['GET']>;
    const thrower = async (...args: unknown[]) => {
      const answer = await call(...args);
      if (answer.error === undefined) return answer;
      const result = await toResult(Promise.resolve(answer));
      if (!result.ok) throw result.error;
      return answer;
    };
    (wrapped as Record<Method, unknown>)[method] = thrower;
  }
  return wrapped;
}

/** Typed queries and mutations over the portal's client: `$api.useQuery('get', '/path', init)`. */
export const $api = createQueryHooks(throwingApiErrors(api));

/** A query of the portal: its error is always an `ApiError` (see `throwingApiErrors`). */
export type ApiQuery<T> = UseQueryResult<T, ApiError>;

/** openapi-react-query types the error as the contract's envelope; at run time it is an `ApiError`. */
export function asApiQuery<T>(query: UseQueryResult<T, unknown>): ApiQuery<T> {
  return query as ApiQuery<T>;
}

/**
 * An imperative read through the cache (`queryClient.fetchQuery(...)`) as an `ApiResult`, for code
 * that branches on `ok` rather than rendering a query.
 */
export async function settleQuery<T>(answer: Promise<{ value: T }>): Promise<ApiResult<T>> {
  try {
    return { ok: true, value: (await answer).value };
  } catch (thrown) {
    if (isApiError(thrown)) return { ok: false, error: thrown };
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return {
      ok: false,
      error: new ApiError({ key: 'unknown_error', message, status: 0, operation: 'unknown' }),
    };
  }
}
