import type { Budget } from './budget.ts';
import type { WireRequest } from './wire-request.ts';

export interface WireResponse {
  status: number;
  contentType: string | null;
  /** Every header of the answer (some operations declare their own, e.g. `X-Captcha-Id`). */
  headers: Headers;
  text: string;
  /** The parsed body; undefined when the body is not JSON. */
  json: unknown;
}

/** One request and what came back (or why nothing did). */
export interface Exchange {
  request: WireRequest;
  response: WireResponse | null;
  error: string | null;
  ms: number;
}

export interface HttpClientOptions {
  budget: Budget;
  timeoutMs: number;
  /** Sees every exchange (the runner keeps values for later requests; tests count methods). */
  onExchange?: (exchange: Exchange) => void;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends the kit's requests one at a time, within the budget. */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  get requestsSent(): number {
    return this.options.budget.used;
  }

  /** The exchange, or `{ refused }` when the budget allows no further request. */
  async send(request: WireRequest): Promise<Exchange | { refused: string }> {
    const refused = this.options.budget.take();
    if (refused) return { refused };
    const started = performance.now();
    let exchange: Exchange;
    try {
      const answer = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await answer.text();
      exchange = {
        request,
        response: {
          status: answer.status,
          contentType: answer.headers.get('content-type'),
          headers: answer.headers,
          text,
          json: parseJson(text),
        },
        error: null,
        ms: performance.now() - started,
      };
    } catch (error) {
      const cause =
        error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      const message =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.options.timeoutMs} ms`
          : `${error instanceof Error ? error.message : String(error)}${cause}`;
      exchange = { request, response: null, error: message, ms: performance.now() - started };
    }
    this.options.onExchange?.(exchange);
    return exchange;
  }
}
