import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream';

/** Bodies up to this size are kept for validation (the mock reads up to 25 MB); larger ones still pass. */
export const maxCapturedBytes = 25 * 1024 * 1024;

export interface CapturedMessage {
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body was larger than `maxCapturedBytes`: forwarded whole, but not validated. */
  truncated: boolean;
}

export interface CapturedRequest extends CapturedMessage {
  method: string;
  /** The request target as the client sent it: path and query. */
  url: string;
}

export interface CapturedResponse extends CapturedMessage {
  status: number;
}

/** What went through the proxy, for validation once the answer has been passed on. */
export interface CapturedExchange {
  request: CapturedRequest;
  /** Null when the target gave no answer (unreachable, or the client went away first). */
  response: CapturedResponse | null;
  error?: string;
}

/**
 * Headers that describe one connection, not the message (RFC 9110 7.6.1): each hop has its own.
 * Everything else is forwarded as is, in the order and spelling the sender used.
 */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * The request's headers for the target. Node adds no framing or Host to headers given as a list
 * (which keeps spelling and order), so a chunked body is declared again here and Host is set.
 */
function forwardedRequestHeaders(rawHeaders: readonly string[], host: string): string[] {
  const headers = endToEnd(rawHeaders, host);
  const names = new Set(rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()));
  if (!names.has('host')) headers.push('Host', host);
  if (names.has('transfer-encoding')) headers.push('Transfer-Encoding', 'chunked');
  return headers;
}

function endToEnd(rawHeaders: readonly string[], replaceHost?: string): string[] {
  const named = new Set(hopByHop);
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() !== 'connection') continue;
    for (const token of (rawHeaders[i + 1] ?? '').split(',')) named.add(token.trim().toLowerCase());
  }
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    const value = rawHeaders[i + 1] ?? '';
    if (named.has(name.toLowerCase())) continue;
    // The target may route by Host (virtual hosts, ingress): it must see its own name.
    if (replaceHost !== undefined && name.toLowerCase() === 'host') {
      kept.push(name, replaceHost);
      continue;
    }
    kept.push(name, value);
  }
  return kept;
}

class BodyCapture {
  readonly #chunks: Buffer[] = [];
  #size = 0;
  truncated = false;

  add(chunk: Buffer): void {
    if (this.truncated) return;
    this.#size += chunk.length;
    if (this.#size > maxCapturedBytes) {
      this.truncated = true;
      this.#chunks.length = 0;
      return;
    }
    this.#chunks.push(chunk);
  }

  get body(): Buffer {
    return Buffer.concat(this.#chunks);
  }
}

export interface Forwarder {
  /** Passes one request to the target and its answer back; `done` gets what went through. */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    done: (exchange: CapturedExchange) => void,
  ): void;
  /** Closes the kept-alive connections to the target. */
  close(): void;
}

/**
 * Streams each request to `target` and each answer back as it arrives, keeping a copy of both
 * bodies on the side. Method, path, query, end-to-end headers and body bytes pass unchanged; Host
 * names the target. A base path of the target URL (`https://api.example/gw`) prefixes every path.
 */
export function createForwarder(target: URL): Forwarder {
  const secure = target.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const basePath = target.pathname.replace(/\/+$/, '');
  const hostname = target.hostname.replace(/^\[(.*)\]$/, '$1');

  return {
    forward(req, res, done) {
      const requestBody = new BodyCapture();
      let finished = false;
      let response: CapturedResponse | null = null;
      let responseBody: BodyCapture | null = null;

      const request = (): CapturedRequest => ({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: requestBody.body,
        truncated: requestBody.truncated,
      });
      const finish = (error?: string) => {
        if (finished) return;
        finished = true;
        if (response && responseBody) {
          response.body = responseBody.body;
          response.truncated = responseBody.truncated;
        }
        done({ request: request(), response, ...(error ? { error } : {}) });
      };

      const options = {
        protocol: target.protocol,
        hostname,
        port: target.port || undefined,
        method: req.method,
        path: `${basePath}${req.url ?? '/'}`,
        headers: forwardedRequestHeaders(req.rawHeaders, target.host),
        agent,
      };
      const upstream = secure ? https.request(options) : http.request(options);

      upstream.on('response', (answer) => {
        responseBody = new BodyCapture();
        response = {
          status: answer.statusCode ?? 502,
          headers: answer.headers,
          body: Buffer.alloc(0),
          truncated: false,
        };
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        const capture = responseBody;
        answer.on('data', (chunk: Buffer) => capture.add(chunk));
        pipeline(answer, res, (error) =>
          finish(error ? `the answer was cut short: ${error.message}` : undefined),
        );
      });
      upstream.on('error', (error) => {
        if (res.destroyed) {
          finish(`the client went away: ${error.message}`);
          return;
        }
        if (!res.headersSent) {
          const text = JSON.stringify({
            success: false,
            code: 'bad_gateway',
            message: `the contract proxy could not reach ${target.origin}: ${error.message}`,
          });
          res.writeHead(502, {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(text),
          });
          res.end(text);
        } else {
          res.destroy();
        }
        finish(`the target did not answer: ${error.message}`);
      });

      req.on('data', (chunk: Buffer) => requestBody.add(chunk));
      // Not stream.pipeline: on an upstream error it would destroy the client's socket before the 502.
      req.pipe(upstream);
      // A client that hangs up before the answer is complete takes the upstream request with it.
      res.on('close', () => {
        if (res.writableFinished) return;
        finish('the client went away before the answer was complete');
        upstream.destroy();
      });
    },
    close() {
      agent.destroy();
    },
  };
}
