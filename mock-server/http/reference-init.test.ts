import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec';

interface SwaggerRequest {
  url: string;
  method: string;
  body?: unknown;
  headers: Record<string, string>;
}

/** Runs the page's set-up script with a stand-in Swagger UI whose loaded spec is `paths`. */
function loadInterceptor(paths: Record<string, Record<string, Record<string, unknown>>>) {
  // Swagger UI keeps the spec as Immutable.js maps; Map has the same get/forEach(value, key).
  const toMaps = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? new Map(Object.entries(value).map(([k, v]) => [k, toMaps(v)]))
      : value;
  const spec = new Map([['paths', toMaps(paths)]]);
  const window: { ui?: { specSelectors?: unknown }; location: { href: string } } = {
    location: { href: 'http://127.0.0.1:4010/docs' },
  };
  let config: { requestInterceptor(req: SwaggerRequest): SwaggerRequest } | null = null;
  const script = readFileSync(
    path.join(import.meta.dirname, 'assets', 'reference-init.js'),
    'utf8',
  );
  runInNewContext(script, {
    window,
    SwaggerUIBundle: (c: typeof config) => {
      config = c;
      return { specSelectors: { specJson: () => spec } };
    },
    TextEncoder,
    btoa,
    URL,
    console,
  });
  if (!config) throw new Error('the script did not start Swagger UI');
  return (config as { requestInterceptor(req: SwaggerRequest): SwaggerRequest }).requestInterceptor;
}

const paths = {
  '/wps/session/login': { post: { operationId: 'login', 'x-encrypted': true } },
  '/wps/message/{messageId}/read': {
    post: { operationId: 'markMessageRead', 'x-encrypted': true },
  },
  '/wps/feedback': { post: { operationId: 'submitFeedback' } },
};

describe('"Try it out" on encrypted operations', () => {
  it('wraps the body as { payload: base64(UTF-8 JSON) } with X-Payload-Codec', () => {
    const intercept = loadInterceptor(paths);
    const plain = JSON.stringify({
      username: 'demoplayer',
      password: 'demo1234',
      note: 'Kumusta 你好',
    });
    const req = intercept({
      url: 'http://127.0.0.1:4010/wps/session/login',
      method: 'POST',
      body: plain,
      headers: {},
    });
    expect(req.headers['X-Payload-Codec']).toBe('b64json');
    const payload = (JSON.parse(String(req.body)) as { payload: string }).payload;
    expect(b64JsonCodec.decode(payload)).toBe(plain);
  });

  it('matches templated paths and leaves other operations and methods alone', () => {
    const intercept = loadInterceptor(paths);
    const templated = intercept({
      url: '/wps/message/42/read',
      method: 'POST',
      body: '{}',
      headers: {},
    });
    expect(templated.headers['X-Payload-Codec']).toBe('b64json');
    const plainOp = intercept({
      url: '/wps/feedback',
      method: 'POST',
      body: '{"a":1}',
      headers: {},
    });
    expect(plainOp).toMatchObject({ body: '{"a":1}', headers: {} });
    const spec = intercept({ url: '/openapi.json', method: 'GET', headers: {} });
    expect(spec.headers).toEqual({});
  });
});
