import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../repo-root.ts';
import { freePort, startBuiltSandbox, startNode, stop, waitForOk } from './child-process.ts';
import { ensureWrk } from './ensure-wrk.ts';
import type { LoadTarget } from './load-generator.ts';
import type { BenchResult } from './measure.ts';
import { runWrk, type WrkResult, type WrkSettings, type WrkTarget } from './wrk.ts';

/** The same wrk settings for every figure (and both sides of every ratio): 50 connections, 10 s. */
const settings: WrkSettings = {
  connections: 50,
  threads: 2,
  durationSeconds: Number(process.env.BENCH_WRK_SECONDS ?? 10),
};

interface Envelope {
  success: boolean;
  value?: unknown;
  code?: string;
}

const loginTarget = (username: string, password: string): LoadTarget => ({
  method: 'POST',
  path: '/wps/session/login',
  headers: { 'content-type': 'application/json', 'x-payload-codec': b64JsonCodec.name },
  body: JSON.stringify({
    payload: b64JsonCodec.encode(JSON.stringify({ username, password, type: 'username' })),
  }),
});

async function call(
  base: string,
  target: LoadTarget,
): Promise<{ status: number; text: string; contentType: string; json: Envelope | null }> {
  const response = await fetch(`${base}${target.path}`, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  const text = await response.text();
  let json: Envelope | null = null;
  try {
    json = JSON.parse(text) as Envelope;
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    text,
    contentType: response.headers.get('content-type') ?? 'application/json',
    json,
  };
}

/** A slot vendor whose games below a 0.1 minimum bet fill a second page (the filtered query). */
async function slotVendor(base: string): Promise<string | null> {
  const page = await call(base, {
    method: 'GET',
    path: '/lgw/games/list?gameType=RNG&pageSize=100',
  });
  const games = (page.json?.value as { games?: { vassalage: string }[] } | undefined)?.games ?? [];
  for (const vendor of new Set(games.map((g) => g.vassalage))) {
    const second = await call(base, {
      method: 'GET',
      path: `/lgw/games/list?gameType=RNG&vassalage=${encodeURIComponent(vendor)}&minBet=0.1&pageNo=2`,
    });
    if (((second.json?.value as { games?: unknown[] } | undefined)?.games?.length ?? 0) > 0)
      return vendor;
  }
  return games[0]?.vassalage ?? null;
}

function statusNote(result: WrkResult): string {
  const notes = [];
  if (result.non2xx > 0) notes.push(`${result.non2xx} non-2xx answers`);
  if (result.errors > 0) notes.push(`${result.errors} socket errors`);
  return notes.length === 0 ? '' : ` (${notes.join(', ')})`;
}

function rows(name: string, result: WrkResult, p99Target?: number): BenchResult[] {
  return [
    {
      name: `${name}: requests per second`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      note: `${result.requests} requests in ${settings.durationSeconds} s${statusNote(result)}`,
    },
    { name: `${name}: p50 latency`, value: result.p50Ms, unit: 'ms' },
    {
      name: `${name}: p99 latency`,
      value: result.p99Ms,
      unit: 'ms',
      ...(p99Target ? { target: { max: p99Target } } : {}),
    },
  ];
}

const share = (name: string, part: WrkResult, whole: WrkResult, min: number): BenchResult => ({
  name,
  value: (part.requestsPerSecond / whole.requestsPerSecond) * 100,
  unit: '%',
  target: { min },
});

/** Prism (fetched by npx on demand, never a dependency) mocking the bundled contract, or null. */
async function startPrism(port: number): Promise<ChildProcess | null> {
  const child = spawn(
    'npx',
    [
      '-y',
      '@stoplight/prism-cli@5',
      'mock',
      'openapi/runtime/generated/openapi.json',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--errors',
      'false',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'ignore'], detached: true },
  );
  try {
    // Prism answers 404 on the root: any answer means it listens.
    const since = performance.now();
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/lgw/games/game_menus`);
        return child;
      } catch {
        if (child.exitCode !== null || performance.now() - since > 180_000) throw new Error('no');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } catch {
    stopGroup(child);
    return null;
  }
}

/** npx starts Prism in a child of its own: end the whole group. */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // gone already
  }
}

/**
 * The sandbox server under wrk (the built server, what `npm start` runs; 50 keep-alive
 * connections, 10 s per figure) beside a bare node:http server answering the balance call's bytes:
 * the balance call and game menus (cheap reads, goal at least half the bare server's req/s), the
 * filtered game list (p99 at most 20 ms, at least 10 times Prism's req/s on the same call with the
 * same wrk settings) and login. Every server runs in a child process; wrk runs beside them.
 */
export async function sandboxLoadBench(): Promise<BenchResult[]> {
  const wrk = ensureWrk();
  const results: BenchResult[] = [];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const sandbox = startBuiltSandbox(['--port', String(port), '--quiet']);
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-bench-'));
  let bare: ReturnType<typeof startNode> | null = null;
  let prism: ChildProcess | null = null;
  const target = (t: LoadTarget, origin = base): WrkTarget => ({
    method: t.method === 'POST' ? 'POST' : 'GET',
    url: `${origin}${t.path}`,
    ...(t.headers ? { headers: t.headers } : {}),
    ...(t.body !== undefined ? { body: t.body } : {}),
  });
  try {
    const firstApiAnswerMs = await waitForOk(`${base}/__mock/config`, started);
    results.push({
      name: 'sandbox: process start, seed and listen to first API answer',
      value: firstApiAnswerMs,
      unit: 'ms',
      target: { max: 2000 },
      note: 'the built server (dist-server/main.js, as npm start runs it); default seed sizes',
    });

    const login = await call(base, loginTarget('demoplayer', 'demo1234'));
    const token = (login.json?.value as { token?: string } | undefined)?.token;
    if (!token)
      throw new Error(`login as demoplayer answered ${login.status}: ${login.text.slice(0, 200)}`);
    const balanceTarget: LoadTarget = {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      headers: { authorization: `Bearer ${token}` },
    };
    const balance = await call(base, balanceTarget);
    if (balance.status !== 200)
      throw new Error(`the balance call answered ${balance.status}: ${balance.text.slice(0, 200)}`);

    const barePort = await freePort();
    const bodyFile = path.join(dir, 'balance.json');
    await writeFile(bodyFile, balance.text);
    bare = startNode('scripts/bench/bare-server.ts', [
      String(barePort),
      bodyFile,
      balance.contentType,
    ]);
    await waitForOk(`http://127.0.0.1:${barePort}/`, performance.now());

    const bareResult = await runWrk(
      wrk,
      target({ method: 'GET', path: '/wps/v2/wallets/balance' }, `http://127.0.0.1:${barePort}`),
      settings,
      dir,
    );
    results.push(...rows('bare node:http, same bytes as the balance call', bareResult));
    const balanceResult = await runWrk(wrk, target(balanceTarget), settings, dir);
    results.push(...rows('sandbox GET /wps/v2/wallets/balance', balanceResult));
    results.push(
      share('balance req/s as a share of the bare server', balanceResult, bareResult, 50),
    );
    const menus = await runWrk(
      wrk,
      target({ method: 'GET', path: '/lgw/games/game_menus' }),
      settings,
      dir,
    );
    results.push(...rows('sandbox GET /lgw/games/game_menus', menus));
    results.push(share('game menus req/s as a share of the bare server', menus, bareResult, 50));

    const vendor = await slotVendor(base);
    const listPath = vendor
      ? `/lgw/games/list?gameType=RNG&vassalage=${encodeURIComponent(vendor)}&minBet=0.1&pageNo=2`
      : '/lgw/games/list?gameType=RNG&minBet=0.1&pageNo=2';
    const list = await runWrk(wrk, target({ method: 'GET', path: listPath }), settings, dir);
    results.push(
      ...rows(
        `sandbox GET /lgw/games/list (RNG, ${vendor ?? 'any vendor'}, minBet 0.1, page 2)`,
        list,
        20,
      ),
    );

    const prismPort = await freePort();
    prism = await startPrism(prismPort);
    if (prism) {
      const prismList = await runWrk(
        wrk,
        target({ method: 'GET', path: listPath }, `http://127.0.0.1:${prismPort}`),
        settings,
        dir,
      );
      results.push(...rows('Prism 5 mocking the contract, the same game-list call', prismList));
      results.push({
        name: 'filtered list: sandbox req/s / Prism req/s',
        value: list.requestsPerSecond / prismList.requestsPerSecond,
        unit: 'x',
        target: { min: 10 },
      });
    } else {
      results.push({
        name: 'Prism 5 mocking the contract',
        value: Number.NaN,
        unit: '',
        note: 'npx could not fetch or start @stoplight/prism-cli@5 (offline?): no Prism figure',
      });
    }

    results.push(
      ...rows(
        'sandbox POST /wps/session/login (encrypted)',
        await runWrk(wrk, target(loginTarget('demoplayer', 'demo1234')), settings, dir),
      ),
    );
  } finally {
    if (prism) stopGroup(prism);
    if (bare) await stop(bare);
    await stop(sandbox);
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}
