import type { Middleware } from 'openapi-fetch';
import { operationOf } from './operation-of';

const form = 'application/x-www-form-urlencoded';

/** Sends the body as a form where the contract says so (the call sites still pass an object). */
export const formBodyMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (operationOf(request, schemaPath)?.form !== true) return undefined;
    const text = await request.text();
    const fields = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) body.set(name, String(value));
    }
    const headers = new Headers(request.headers);
    headers.set('Content-Type', form);
    return new Request(request, { headers, body: body.toString() });
  },
};
