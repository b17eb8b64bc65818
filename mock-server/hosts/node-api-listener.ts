import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiPathPattern, bodyTooLarge, type MockResponse, type Pipeline } from '../core/pipeline';
import { matchesIfNoneMatch, serializeAnswer } from '../core/read-cache';
import { compress, minCompressedBytes, negotiateEncoding } from './compress';
import { sandboxPrefixHeader } from '../core/site-origin';
import {
  isOpenControlPath,
  refuseForeignControlCaller,
  remoteAddressHeader,
  type ControlOrigin,
} from '../domains/control/rules/control-access';

class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`body over ${limit} bytes`);
  }
}

/** A request target made only of these characters needs no normalising (no dots, escapes, `\\`). */
const plainTarget = /^\/[A-Za-z0-9_\-/]*(?:\?[^#]*)?$/;

/**
 * The path and query of a request target, as `new URL(target, base)` gives them: split by hand
 * when the path is plain (the API's own paths, every request the portal sends), which costs a
 * fraction of the URL parser on every request; anything else goes through the URL parser.
 */
export function splitTarget(target: string): { pathname: string; searchParams: URLSearchParams } {
  if (!plainTarget.test(target)) return new URL(target, 'http://sandbox.local');
  const mark = target.indexOf('?');
  return mark === -1
    ? { pathname: target, searchParams: new URLSearchParams() }
    : {
        pathname: target.slice(0, mark),
        searchParams: new URLSearchParams(target.slice(mark + 1)),
      };
}

/**
 * Reads a body up to `limit` bytes (the operation's, from the contract): past it reading stops at
 * once and the request is answered 413 `payload_too_large`.
 */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
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
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * Sends a pipeline answer. A served read (GET, 2xx, not the control API) carries an ETag and
 * `Cache-Control: private, no-cache` (the browser may keep it and must ask again; a matching
 * `If-None-Match` gets 304 without a body); any answer of at least 1 KB goes out compressed when
 * the client accepts br or gzip (a kept read answer's compressed copy is made once, others on the
 * fly at the fastest level).
 */
function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  pathname: string,
  response: MockResponse,
): void {
  const cacheableRead =
    method === 'GET' &&
    response.status >= 200 &&
    response.status < 300 &&
    !pathname.startsWith('/__mock/');
  const serialized =
    response.serialized ?? (cacheableRead ? serializeAnswer(response.body) : undefined);
  const text = serialized?.text ?? JSON.stringify(response.body);
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cacheableRead ? 'private, no-cache' : 'no-store',
  };
  if (cacheableRead && serialized) headers.ETag = serialized.etag;
  const compressible = Buffer.byteLength(text) >= minCompressedBytes;
  if (compressible) headers.Vary = 'Accept-Encoding';
  Object.assign(headers, response.headers);
  if (
    cacheableRead &&
    serialized &&
    matchesIfNoneMatch(req.headers['if-none-match'], serialized.etag)
  ) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const coding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
  if (!coding) {
    headers['Content-Length'] = Buffer.byteLength(text);
    res.writeHead(response.status, headers);
    res.end(text);
    return;
  }
  const kept = response.serialized?.kept === true ? response.serialized : null;
  let bytes = kept?.encoded.get(coding);
  if (!bytes) {
    // A kept answer is sent again and again: compress it harder, once.
    bytes = compress(text, coding, kept ? 'kept' : 'fast');
    kept?.encoded.set(coding, bytes);
  }
  headers['Content-Encoding'] = coding;
  headers['Content-Length'] = bytes.length;
  res.writeHead(response.status, headers);
  res.end(bytes);
}

/**
 * Answers the API paths straight from node:http, without express's router: the route index finds
 * the operation, the pipeline does the rest. Returns false for other paths (the host serves them).
 * `control` (the sandbox's own names and port) refuses control calls from foreign pages.
 */
export function createNodeApiListener(
  pipeline: Pipeline,
  control?: ControlOrigin,
  /** The isolated sandbox's path prefix (`/s/<id>`); '' for the root sandbox. */
  prefix = '',
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    // The path starts the request line's target, so the prefix test needs no URL parsing.
    if (!apiPathPattern.test(req.url ?? '/')) return false;
    const url = splitTarget(req.url ?? '/');
    const headers = {
      get(name: string): string | null {
        const key = name.toLowerCase();
        // Who is calling comes from the socket, never from what the client sent (control API gate).
        if (key === remoteAddressHeader) return req.socket.remoteAddress ?? null;
        // Which sandbox answers comes from the path the host routed, never from a header sent.
        if (key === sandboxPrefixHeader) return prefix || null;
        const value = req.headers[key];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    };
    const method = (req.method ?? 'GET').toUpperCase();
    if (control && url.pathname.startsWith('/__mock/') && !isOpenControlPath(url.pathname)) {
      const refused = refuseForeignControlCaller(headers, control);
      if (refused) {
        // Nothing of a refused control call is read; the connection closes after the answer.
        send(
          res,
          refused.status,
          refused.envelope,
          method === 'GET' ? {} : { Connection: 'close' },
        );
        return true;
      }
    }
    const body =
      method === 'GET' || method === 'HEAD'
        ? Promise.resolve(null)
        : readBody(req, pipeline.bodyLimit(method, url.pathname));
    body
      .then((rawBody) =>
        pipeline.handle({
          method,
          pathname: url.pathname,
          query: url.searchParams,
          headers,
          rawBody,
          remoteAddress: req.socket.remoteAddress ?? null,
        }),
      )
      .then(
        (response) => sendAnswer(req, res, method, url.pathname, response),
        (error: unknown) => {
          const refusal = error instanceof BodyTooLarge ? bodyTooLarge(error.limit) : null;
          // The rest of a refused body is not read: the connection closes after the answer.
          if (refusal) send(res, 413, refusal.envelope, { Connection: 'close' });
          else
            send(res, 400, {
              success: false,
              code: 'validation_error',
              message: 'the request body could not be read',
              field: 'body',
            });
        },
      );
    return true;
  };
}
