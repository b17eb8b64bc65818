import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { operationMetas } from '../../../openapi/runtime/contract';
import type { PayloadCodec } from '../../../openapi/runtime/payload-codec';
import { repoRoot } from '../../repo-root';
import {
  createExchangeValidator,
  type ExchangeReport,
  type ExchangeValidator,
} from './exchange-validator';
import { createForwarder, type CapturedExchange } from './http-forwarding';
import { createMismatchLog } from './mismatch-log';
import { TrafficSummary } from './traffic-summary';

export interface ValidatingProxyOptions {
  /** The server the traffic goes to (any base URL; a path prefixes every request's path). */
  target: string | URL;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Decode `x-encrypted` bodies with this codec instead of the one `X-Payload-Codec` names. */
  codec?: PayloadCodec;
  /** Appends every mismatch as a JSON line to this file. */
  logFile?: string;
  /** Where the console lines go (default console.log); null prints none. */
  print?: ((line: string) => void) | null;
  /**
   * Serve the built portal from this directory (with the API reference and the sandbox pages) for
   * every path that is not an API path; API paths still go to the target.
   */
  portalDir?: string;
  /** Replaces the contract's validator (the tests make it fail to show the traffic does not). */
  validator?: ExchangeValidator;
  /** Called with every exchange's report, after it has been logged. */
  onReport?: (report: ExchangeReport) => void;
}

export interface ValidatingProxy {
  server: http.Server;
  port: number;
  /** `http://host:port` of the proxy. */
  url: string;
  target: URL;
  summary: TrafficSummary;
  /** Resolves once every request received so far has been answered, validated and logged. */
  settled(): Promise<void>;
  /** Stops listening, closes connections and the log. */
  close(): Promise<void>;
}

/** `/wps/...`, `/lgw/...`, `/__mock/...`: the first segments of the contract's paths. */
function apiPathTest(): (url: string) => boolean {
  const prefixes = new Set(operationMetas.map((meta) => meta.path.split('/')[1] ?? ''));
  return (url) => prefixes.has(url.split(/[/?#]/)[1] ?? '');
}

function parseTarget(target: string | URL): URL {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--target ${url.href} is not an http(s) URL`);
  }
  if (url.search || url.hash)
    throw new Error(`--target ${url.href} must not have a query or fragment`);
  return url;
}

/**
 * A reverse proxy that passes every request to `target` and every answer back unchanged, and
 * validates both against the contract on the side, after the answer has been passed on: validation
 * never delays or changes the traffic, and a validator that fails is logged, not propagated.
 */
export async function startValidatingProxy(
  options: ValidatingProxyOptions,
): Promise<ValidatingProxy> {
  const target = parseTarget(options.target);
  const print = options.print === undefined ? (line: string) => console.log(line) : options.print;
  const log = createMismatchLog({ print, ...(options.logFile ? { file: options.logFile } : {}) });
  const validate =
    options.validator ?? createExchangeValidator(options.codec ? { codec: options.codec } : {});
  const forwarder = createForwarder(target);
  const summary = new TrafficSummary();
  const isApiPath = apiPathTest();
  // express and the API reference load only when the portal is served.
  const portal =
    options.portalDir === undefined
      ? null
      : (await import('../../../mock-server/hosts/sandbox-app')).createSandboxApp({
          distDir: path.resolve(repoRoot, options.portalDir),
        });

  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const release = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    for (const wake of ready) wake();
  };

  function afterExchange(exchange: CapturedExchange): void {
    // Off the request's own tick: the answer has already been passed on.
    setImmediate(() => {
      try {
        if (!exchange.response) summary.recordUnanswered();
        const report = validate(exchange);
        for (const m of report.mismatches) log.mismatch(m);
        summary.record(report);
        options.onReport?.(report);
      } catch (error) {
        summary.recordCrash();
        log.note(
          `[proxy] validation failed for ${exchange.request.method} ${exchange.request.url} (the traffic was not affected): ${
            error instanceof Error ? error.message : String(error)
          }`,
        );
      } finally {
        release();
      }
    });
  }

  const server = http.createServer((req, res) => {
    if (portal && !isApiPath(req.url ?? '/')) {
      portal(req, res);
      return;
    }
    inFlight += 1;
    try {
      forwarder.forward(req, res, afterExchange);
    } catch (error) {
      // A request Node cannot send on (it refused to build it) must not take the proxy down.
      release();
      const message = error instanceof Error ? error.message : String(error);
      log.note(`[proxy] could not forward ${req.method ?? ''} ${req.url ?? ''}: ${message}`);
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: false, code: 'bad_gateway', message }));
      }
    }
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host ?? '127.0.0.1';
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  if (options.portalDir !== undefined) {
    const index = path.join(path.resolve(repoRoot, options.portalDir), 'index.html');
    if (!existsSync(index)) {
      log.note(`[proxy] ${index} does not exist: build the portal first (npm run build:portal)`);
    }
  }

  const settled = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));

  return {
    server,
    port,
    url: `http://${shownHost}:${port}`,
    target,
    summary,
    settled,
    async close() {
      if (!server.listening) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      forwarder.close();
      // The exchanges cut by the close still get logged, unless that takes unreasonably long.
      await Promise.race([settled(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await log.close();
    },
  };
}
