import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { commit, createMockBackend, type MockBackend } from '../core/backend';
import { createPipeline, type Pipeline } from '../core/pipeline';
import {
  allowRemoteControl,
  ownHostNames,
  type ControlOrigin,
} from '../domains/control/rules/control-access';
import { maxSizeFactor } from '../domains/control/rules/state-snapshot';
import { allHandlers } from '../handlers';
import { readCacheClockResolutions } from '../read-cache-hints';
import { gamesDomainPages } from '../sandbox-pages/games-domain-pages';
import type { SandboxPageRenderers } from '../sandbox-pages/sandbox-page-answers';
import { createSandboxApp } from './sandbox-app';
import {
  defaultSeedOptions,
  sandboxSeedAnchor,
  type SeedOptions,
  type SeedSizes,
} from '../seed/seed-context';
import { createNodeApiListener } from './node-api-listener';
import { createSandboxEvents, type SandboxEvents } from '../http/sandbox-events';
import { openPersistedBackend, type StatePersistence } from './state-persistence';
import { SandboxHub, type IsolatedSandbox } from './sandbox-hub';
import {
  defaultMaxSandboxes,
  defaultSandboxIdleMinutes,
  parseSandboxPrefix,
} from '../domains/control/rules/isolated-sandboxes';
import { scenarioNamed, scenarioNames } from '../domains/control/rules/scenarios';

export interface SandboxServerOptions {
  port: number;
  host: string;
  /** The faker seed (default: the fixed default seed). */
  seed?: number;
  /** Multiplies every seed size (load tests); 1 by default, at most 50. */
  scale?: number;
  /** The day the seeded history leads up to; today (UTC) by default, so recent views have data. */
  anchor?: string;
  /** Keep the state in this file across restarts (see hosts/state-persistence.ts). */
  persist?: string;
  /** Let other machines use the control API (by default only this one may). */
  openControl?: boolean;
  /**
   * Take client addresses from `X-Forwarded-For` / `X-Real-IP` (behind a proxy you trust); by
   * default only the connection's own address counts for every per-address limit.
   */
  trustProxy?: boolean;
  /** When set, every control call must send `X-Control-Token` with this value (shared sandboxes). */
  controlToken?: string;
  /** The built portal; defaults to dist/. */
  distDir?: string;
  /** Apply this scenario to the root sandbox at start (an unknown name stops the start). */
  scenario?: string;
  /** Isolated sandboxes idle this long are dropped (default 120). */
  sandboxIdleMinutes?: number;
  /** At most this many isolated sandboxes (default 50). */
  maxSandboxes?: number;
  /** The game and lottery pages; defaults to the games domain's, which show the launch's state. */
  pages?: SandboxPageRenderers;
}

export interface SandboxServer {
  server: http.Server;
  backend: MockBackend;
  pipeline: Pipeline;
  /** The live stream open portals follow (GET /sandbox/events), fed by this server's backend. */
  events: SandboxEvents;
  persistence: StatePersistence | null;
  /** Named snapshots, scenarios and the isolated sandboxes under `/s/<id>/`. */
  hub: SandboxHub;
  /** True when the state came from the --persist file. */
  restored: boolean;
  /** The port actually bound (useful with port 0). */
  port: number;
  /** Milliseconds spent seeding (or restoring), compiling the contract's validators, binding the port. */
  timings: { seedMs: number; pipelineMs: number; listenMs: number };
  /** Flushes and compacts the persisted state, closes every connection and the server. */
  close(): Promise<void>;
}

export function scaledSeed(
  seed: number | undefined,
  scale: number,
  anchor: string,
): Partial<SeedOptions> {
  if (!Number.isFinite(scale) || scale <= 0 || scale > maxSizeFactor) {
    throw new Error(`--scale is a number above 0 and at most ${maxSizeFactor}`);
  }
  const base = defaultSeedOptions.sizes;
  const scaled = (size: number) => Math.max(1, Math.round(size * scale));
  const sizes: SeedSizes = {
    players: scaled(base.players),
    agents: scaled(base.agents),
    slotGames: scaled(base.slotGames),
    betsPerMember: scaled(base.betsPerMember),
  };
  return { ...(seed === undefined ? {} : { seed }), sizes, anchor };
}

/** On every interface (0.0.0.0, ::) the sandbox is also reached by this machine's name and addresses. */
function listeningNames(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) =>
    (list ?? []).map((entry) => entry.address),
  );
  return [os.hostname(), ...addresses];
}

/**
 * The sandbox server: API paths (/wps, /lgw, /__mock) go from node:http straight into the mock's
 * pipeline, without express; everything else (API reference, sandbox pages, portal) goes to express.
 */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const started = performance.now();
  if (options.scenario !== undefined && !scenarioNamed(options.scenario)) {
    throw new Error(
      `--scenario ${options.scenario} is not a scenario; the scenarios are: ${scenarioNames.join(', ')}`,
    );
  }
  const seed = scaledSeed(options.seed, options.scale ?? 1, options.anchor ?? sandboxSeedAnchor());
  const opened = options.persist ? await openPersistedBackend(options.persist, seed) : null;
  const backend = opened?.backend ?? (await createMockBackend(seed));
  const persistence = opened?.persistence ?? null;
  allowRemoteControl(backend, options.openControl === true);
  const seeded = performance.now();
  // Repeated reads of unchanged data are answered from a cache invalidated on commit; isolated
  // sandboxes get the same options for their own pipelines.
  const pipelineOptions = {
    trustProxy: options.trustProxy === true,
    readCache: { clockResolutions: readCacheClockResolutions },
  };
  const hub = new SandboxHub(backend, {
    idleMinutes: options.sandboxIdleMinutes ?? defaultSandboxIdleMinutes,
    maxSandboxes: options.maxSandboxes ?? defaultMaxSandboxes,
    ...(options.persist ? { snapshotFile: `${options.persist}.snapshots.json` } : {}),
    pipelineOptions,
  });
  await hub.load();
  const pipeline = createPipeline(backend, allHandlers, pipelineOptions);
  const compiled = performance.now();
  if (options.scenario !== undefined) {
    const scenario = options.scenario;
    await backend.writeLock.exclusive(async () => {
      await hub.applyScenario(backend, scenario);
      await commit(backend);
    });
  }

  const control: ControlOrigin = {
    names: ownHostNames(options.host, listeningNames(options.host)),
    port: options.port,
    ...(options.controlToken ? { token: options.controlToken } : {}),
  };
  const apiListener = createNodeApiListener(pipeline, control);
  const app = createSandboxApp({
    distDir: options.distDir,
    pages: options.pages ?? gamesDomainPages(backend),
  });
  const events = createSandboxEvents(backend);
  // Each isolated sandbox: its own API listener (its prefix in every address it hands out) and
  // express app (its sandbox pages; the portal files are the same), made on its first request.
  const isolatedHosts = new WeakMap<
    IsolatedSandbox,
    (req: http.IncomingMessage, res: http.ServerResponse) => void
  >();
  const isolatedHostOf = (sandbox: IsolatedSandbox) => {
    let host = isolatedHosts.get(sandbox);
    if (!host) {
      allowRemoteControl(sandbox.backend, options.openControl === true);
      const api = createNodeApiListener(sandbox.pipeline, control, `/s/${sandbox.id}`);
      // Its own live stream: open portals under the prefix follow this sandbox's status.
      const sandboxEvents = createSandboxEvents(sandbox.backend);
      const pages = createSandboxApp({
        distDir: options.distDir,
        pages: options.pages ?? gamesDomainPages(sandbox.backend),
      });
      host = (req, res) => {
        if (!api(req, res) && !sandboxEvents.listener(req, res)) pages(req, res);
      };
      isolatedHosts.set(sandbox, host);
    }
    return host;
  };
  const server = http.createServer((req, res) => {
    const scoped = req.url?.startsWith('/s/') ? parseSandboxPrefix(req.url) : null;
    if (scoped) {
      const sandbox = hub.use(scoped.id);
      if (!sandbox) {
        res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({
            success: false,
            code: 'not_found',
            message: 'this sandbox has expired or was deleted; create another in /sandbox',
          }),
        );
        return;
      }
      req.url = scoped.rest;
      isolatedHostOf(sandbox)(req, res);
      return;
    }
    if (!apiListener(req, res) && !events.listener(req, res)) app(req, res);
  });
  // Keep-alive connections of browsers and load generators outlive a single request comfortably.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const listening = performance.now();
  control.port = (server.address() as AddressInfo).port;

  return {
    server,
    backend,
    pipeline,
    events,
    persistence,
    hub,
    restored: opened?.restored ?? false,
    port: (server.address() as AddressInfo).port,
    timings: {
      seedMs: seeded - started,
      pipelineMs: compiled - seeded,
      listenMs: listening - compiled,
    },
    async close() {
      // Every answered write is on disk already; this leaves one snapshot and an empty journal.
      await persistence?.close();
      events.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
