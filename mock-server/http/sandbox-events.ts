import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockBackend } from '../core/backend';
import { merchantSettings } from '../domains/wallet/rules/balances';

/** The public, read-only stream open portals subscribe to (EventSource). Not under /__mock: portals
 * on other machines must reach it, and it tells them nothing the public API does not. */
export const sandboxEventsPath = '/sandbox/events';

/** What a portal needs to know changed: it then re-reads the status and permission the usual way. */
export interface SandboxChange {
  /** 0 normal, 1 maintenance, 2 region-blocked (getSystemStatus says the rest). */
  systemStatus: 0 | 1 | 2;
  /** Bumped on every change of the system status, the feature flags or the brand settings. */
  version: number;
}

/** The part of the config an open portal follows live, as one comparable string. */
export function watchedConfigOf(backend: MockBackend): string {
  return JSON.stringify([
    backend.config.systemStatus,
    backend.config.flags,
    backend.config.brandLanguages,
    merchantSettings(backend.db).currencySymbol,
  ]);
}

/** One server-sent event, as the wire wants it. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface SandboxEvents {
  /** Answers GET /sandbox/events (true) or leaves the request to the host (false). */
  listener(req: IncomingMessage, res: ServerResponse): boolean;
  /** Subscribers now (tests). */
  subscriberCount(): number;
  /** Ends every stream (server close). */
  close(): void;
}

/**
 * The live stream of one backend: every commit (each write of the pipeline) compares the system
 * status and the flags with what was sent last and pushes a `change` event to every open stream when
 * they differ. It belongs to the backend it is given, never to the module, so several sandboxes in
 * one server each have their own. A comment every 25 s keeps proxies from closing idle streams.
 */
export function createSandboxEvents(
  backend: MockBackend,
  options: { heartbeatMs?: number } = {},
): SandboxEvents {
  const streams = new Set<ServerResponse>();
  let watched = watchedConfigOf(backend);
  let version = 0;
  const current = (): SandboxChange => ({
    systemStatus: backend.config.systemStatus.status,
    version,
  });

  backend.onCommitted.push(() => {
    const now = watchedConfigOf(backend);
    if (now === watched) return;
    watched = now;
    version += 1;
    const frame = sseFrame('change', current());
    for (const res of streams) res.write(frame);
  });

  const heartbeat = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  return {
    listener(req, res) {
      const pathname = (req.url ?? '/').split('?')[0];
      if (pathname !== sandboxEventsPath) return false;
      if (req.method !== 'GET') {
        res.writeHead(405, { Allow: 'GET', 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: false, code: 'validation_error', message: 'GET only' }));
        return true;
      }
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      // A dropped stream comes back after 10 s, not the browser's default 3 s; the first event says
      // where things stand, so a portal that (re)connects late catches up.
      res.write(`retry: 10000\n${sseFrame('hello', current())}`);
      streams.add(res);
      const forget = () => streams.delete(res);
      req.on('close', forget);
      res.on('error', forget);
      return true;
    },
    subscriberCount: () => streams.size,
    close() {
      clearInterval(heartbeat);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
