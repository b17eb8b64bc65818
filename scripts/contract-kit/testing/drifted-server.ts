import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationMetas } from '../../../openapi/runtime/contract.ts';
import type { MockResponse } from '../../../mock-server/testing/test-api.ts';
import { RouteIndex } from '../../../openapi/runtime/route-index.ts';
import { remoteAddressHeader } from '../../../mock-server/testing/test-api.ts';
import { createTestBackend } from '../../../mock-server/testing/test-backend.ts';

/**
 * A server that drifts from the contract on purpose, for the kit's tests: the mock backend behind
 * a small node:http front that breaks the answers in the ways a real backend does. Each drift is
 * switched on and off on its own (`drifts`), and targets one operation so that a test can assert
 * that the kit finds exactly that drift.
 */
export type DriftName =
  | 'wrongType'
  | 'omitRequired'
  | 'omitHeader'
  | 'undeclaredStatus'
  | 'crashOnMalformedJson'
  | 'ignoreToken';

export const driftTargets = {
  /** `value.status` (an integer) answered as a string. */
  wrongType: 'getSystemStatus',
  /** `value.ageOfConsent` (required) left out. */
  omitRequired: 'getRegisterSettings',
  /** The `X-Captcha-Id` header (required) left out: the image cannot be answered. */
  omitHeader: 'getCaptcha',
  /** 201 instead of 200: a status the operation does not declare. */
  undeclaredStatus: 'listCountries',
  /** Any request whose JSON body does not parse gets a 500 (shown on this one in the tests). */
  crashOnMalformedJson: 'requestLoginSmsCode',
  /** Guarded operations are served without a (valid) session, as demoplayer (tests use this one). */
  ignoreToken: 'getBalance',
} as const satisfies Record<DriftName, string>;

export interface DriftedServer {
  baseUrl: string;
  /** The drifts switched on; change it between runs. */
  drifts: Set<DriftName>;
  /** Every request that reached the server, in order. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function isJsonParseable(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function drifted(
  drifts: Set<DriftName>,
  operationId: string | undefined,
  response: MockResponse,
): MockResponse {
  const body = structuredClone(response.body) as { value?: Record<string, unknown> };
  if (drifts.has('wrongType') && operationId === driftTargets.wrongType && body.value) {
    body.value.status = String(body.value.status);
    return { ...response, body };
  }
  if (drifts.has('omitRequired') && operationId === driftTargets.omitRequired && body.value) {
    delete body.value.ageOfConsent;
    return { ...response, body };
  }
  if (drifts.has('omitHeader') && operationId === driftTargets.omitHeader) {
    return { ...response, headers: {} };
  }
  if (
    drifts.has('undeclaredStatus') &&
    operationId === driftTargets.undeclaredStatus &&
    response.status === 200
  ) {
    return { ...response, status: 201 };
  }
  return response;
}

export async function startDriftedServer(
  options: { drifts?: DriftName[] } = {},
): Promise<DriftedServer> {
  const t = await createTestBackend();
  const routes = new RouteIndex(operationMetas);
  const drifts = new Set<DriftName>(options.drifts ?? []);
  const requests: DriftedServer['requests'] = [];
  let servedAs: string | null = null;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://drifted.local');
    const method = (req.method ?? 'GET').toUpperCase();
    requests.push({ method, path: url.pathname });
    void readBody(req).then(async (rawBody) => {
      const meta = routes.match(method, url.pathname)?.meta;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      // Who is calling comes from the socket, as in the sandbox (the control API answers loopback).
      headers.set(remoteAddressHeader, req.socket.remoteAddress ?? '');
      // Each captcha from a client of its own: the once-a-second limit (real time) would otherwise
      // answer a 429, which declares no header, and hide the drift.
      if (drifts.has('omitHeader') && meta?.operationId === driftTargets.omitHeader)
        headers.set('x-forwarded-for', `192.0.2.${requests.length % 250}`);
      if (
        drifts.has('crashOnMalformedJson') &&
        rawBody &&
        /json/.test(headers.get('content-type') ?? '') &&
        !isJsonParseable(rawBody)
      ) {
        send(res, 500, {
          success: false,
          code: 'unknown_error',
          message: 'Unexpected token in JSON',
        });
        return;
      }
      if (drifts.has('ignoreToken') && meta?.guarded) {
        const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
        if (!t.backend.db.sessions.get(token)) {
          servedAs ??= await t.tokenFor('demoplayer');
          headers.set('authorization', `Bearer ${servedAs}`);
        }
      }
      const response = await t.pipeline.handle({
        method,
        pathname: url.pathname,
        query: url.searchParams,
        headers,
        rawBody,
      });
      const answer = drifted(drifts, meta?.operationId, response);
      send(res, answer.status, answer.body, answer.headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    drifts,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
