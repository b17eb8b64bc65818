import type { Middleware } from 'openapi-fetch';
import { payloadCodecHeader, type PayloadCodec } from '../../payload-codec';
import { operationOf } from './operation-of';

/** Wraps the JSON body of `x-encrypted` operations as `{ "payload": codec.encode(json) }`. */
export function payloadCodecMiddleware(codec: PayloadCodec): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!operationOf(request, schemaPath)?.encrypted) return undefined;
      const plain = await request.text();
      const headers = new Headers(request.headers);
      headers.set('Content-Type', 'application/json');
      headers.set(payloadCodecHeader, codec.name);
      return new Request(request, {
        headers,
        body: JSON.stringify({ payload: codec.encode(plain === '' ? '{}' : plain) }),
      });
    },
  };
}
