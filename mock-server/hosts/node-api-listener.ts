import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiPathPattern, type Pipeline } from '../core/pipeline';
import { remoteAddressHeader } from '../domains/control/rules/control-access';

/** Bodies up to this size are read; the largest legitimate one is three 5 MB images as data URLs. */
const maxBodyBytes = 25 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error('body too large'));
        req.destroy();
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
 * Answers the API paths straight from node:http, without express's router: the route index finds
 * the operation, the pipeline does the rest. Returns false for other paths (the host serves them).
 */
export function createNodeApiListener(pipeline: Pipeline) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    // The path starts the request line's target, so the prefix test needs no URL parsing.
    if (!apiPathPattern.test(req.url ?? '/')) return false;
    const url = new URL(req.url ?? '/', 'http://sandbox.local');
    const headers = {
      get(name: string): string | null {
        const key = name.toLowerCase();
        // Who is calling comes from the socket, never from what the client sent (control API gate).
        if (key === remoteAddressHeader) return req.socket.remoteAddress ?? null;
        const value = req.headers[key];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    };
    readBody(req)
      .then((rawBody) =>
        pipeline.handle({
          method: (req.method ?? 'GET').toUpperCase(),
          pathname: url.pathname,
          query: url.searchParams,
          headers,
          rawBody,
          remoteAddress: req.socket.remoteAddress ?? null,
        }),
      )
      .then(
        (response) => send(res, response.status, response.body, response.headers),
        () =>
          send(res, 400, {
            success: false,
            code: 'validation_error',
            message: 'the request body could not be read (over 25 MB?)',
            field: 'body',
          }),
      );
    return true;
  };
}
