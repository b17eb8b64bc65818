import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec.ts';
import { freePort, startBuiltSandbox, startNode, stop, waitForOk } from './child-process.ts';
import { runLoad, type LoadOptions, type LoadResult, type LoadTarget } from './load-generator.ts';
import type { BenchResult } from './measure.ts';

const load: LoadOptions = { connections: 50, durationMs: 3000, warmupMs: 500 };

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

function statusNote(result: LoadResult): string {
  const others = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  return others.length === 0
    ? ''
    : ` (non-2xx answers: ${others.map(([status, n]) => `${n} x ${status === '0' ? 'network error' : status}`).join(', ')})`;
}

const best = (rounds: LoadResult[]): LoadResult =>
  rounds.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

function rows(name: string, result: LoadResult, p99Target?: number): BenchResult[] {
  return [
    {
      name: `${name}: requests per second`,
      value: result.requestsPerSecond,
      unit: 'req/s',
      note: `${result.requests} requests measured${statusNote(result)}`,
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

/**
 * The node:http sandbox under load over loopback: the balance call, a filtered game-list query over
 * the 10,000-game catalogue and login, each with 50 keep-alive connections for a few seconds, beside
 * a bare node:http server answering the balance call's bytes (the ceiling of this machine and load
 * generator). Both servers run in child processes; the load generator runs here.
 */
export async function sandboxLoadBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const sandbox = startBuiltSandbox(['--port', String(port), '--quiet']);
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-bench-'));
  let bare: ReturnType<typeof startNode> | null = null;
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

    // Alternate the two so that a change in the machine's load hits both alike; keep the better round.
    const bareTarget: LoadTarget = { method: 'GET', path: '/wps/v2/wallets/balance' };
    const bareRounds: LoadResult[] = [];
    const balanceRounds: LoadResult[] = [];
    for (let round = 0; round < 2; round += 1) {
      bareRounds.push(await runLoad(barePort, bareTarget, load));
      balanceRounds.push(await runLoad(port, balanceTarget, load));
    }
    const bareResult = best(bareRounds);
    const balanceResult = best(balanceRounds);
    results.push(
      ...rows('bare node:http, same bytes as the balance call (better of 2)', bareResult),
    );
    results.push(...rows('sandbox GET /wps/v2/wallets/balance (better of 2)', balanceResult, 20));
    results.push({
      name: 'sandbox balance req/s as a share of the bare server',
      value: (balanceResult.requestsPerSecond / bareResult.requestsPerSecond) * 100,
      unit: '%',
      target: { min: 20 },
    });

    const vendor = await slotVendor(base);
    if (vendor) {
      const list: LoadTarget = {
        method: 'GET',
        path: `/lgw/games/list?gameType=RNG&vassalage=${encodeURIComponent(vendor)}&minBet=0.1&pageNo=2`,
      };
      results.push(
        ...rows(
          `sandbox GET /lgw/games/list (RNG, ${vendor}, minBet 0.1, page 2)`,
          await runLoad(port, list, load),
        ),
      );
    } else {
      results.push({
        name: 'sandbox game list',
        value: Number.NaN,
        unit: '',
        note: 'no slot vendor found: the game list answered no games',
      });
    }

    results.push(
      ...rows(
        'sandbox POST /wps/session/login (encrypted)',
        await runLoad(port, loginTarget('demoplayer', 'demo1234'), load),
      ),
    );
  } finally {
    if (bare) await stop(bare);
    await stop(sandbox);
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}
