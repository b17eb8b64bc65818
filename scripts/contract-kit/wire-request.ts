import { payloadCodecHeader, type PayloadCodec } from '../../openapi/runtime/payload-codec.ts';
import type { KitOperation } from '../../openapi/runtime/contract-view.ts';
import { formFields, queryString, type KitRequest } from '../../openapi/runtime/kit-request.ts';
import type { TokenTransport } from './token-transport.ts';

/** A request as it goes on the wire. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface WireContext {
  baseUrl: string;
  codec: PayloadCodec;
  transport: TokenTransport;
}

export function concretePath(template: string, values: KitRequest['path']): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

export function joinUrl(baseUrl: string, pathAndQuery: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}

/**
 * Encodes a kit request the way the portal's client does: query text, JSON or form bodies,
 * `x-encrypted` bodies wrapped as `{ payload }` by the codec (with `X-Payload-Codec`), and the
 * session token as the contract's scheme says. Raw bodies (malformed JSON) go as they are.
 */
export function toWire(
  op: KitOperation,
  request: KitRequest,
  context: WireContext,
  token: string | null,
): WireRequest {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== null) headers[context.transport.header] = context.transport.value(token);
  const query = queryString(request.query).toString();
  const url = joinUrl(
    context.baseUrl,
    `${concretePath(op.meta.path, request.path)}${query ? `?${query}` : ''}`,
  );
  let body: string | null = null;
  if (request.body?.kind === 'raw') {
    headers['content-type'] = op.body?.contentType ?? 'application/json';
    body = request.body.text;
  } else if (request.body?.kind === 'value' && request.body.value !== undefined) {
    if (op.body?.contentType === 'application/x-www-form-urlencoded') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(formFields(request.body.value)).toString();
    } else if (op.meta.encrypted) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ payload: context.codec.encode(JSON.stringify(request.body.value)) });
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body.value);
    }
  }
  if (op.meta.encrypted && body !== null)
    headers[payloadCodecHeader.toLowerCase()] = context.codec.name;
  return { method: op.meta.method, url, headers, body };
}
