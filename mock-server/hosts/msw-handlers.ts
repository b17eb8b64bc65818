import { http, HttpResponse, type HttpHandler } from 'msw';
import { operationMetas } from '../../openapi/runtime/contract';
import type { MockResponse, Pipeline } from '../core/pipeline';

export async function toMockRequest(request: Request) {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    method: request.method.toUpperCase(),
    pathname: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    rawBody: hasBody ? await request.text() : null,
  };
}

export function toHttpResponse(response: MockResponse): Response {
  return HttpResponse.json(response.body as never, {
    status: response.status,
    headers: response.headers,
  });
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
  PATCH: http.patch,
} as const;

/**
 * One MSW handler per contract operation (path `{param}` -> `:param`, any origin), each handing the
 * request to the shared pipeline. Used by the service worker (`npm run dev`) and by vitest
 * (`setupServer`); tests may still `server.use()` an override for a single operation.
 */
export function createMswHandlers(pipeline: Pipeline): HttpHandler[] {
  return operationMetas.map((meta) =>
    methods[meta.method](`*${meta.path.replace(/\{([^}]+)\}/g, ':$1')}`, async ({ request }) =>
      toHttpResponse(await pipeline.handle(await toMockRequest(request))),
    ),
  );
}
