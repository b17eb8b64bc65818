import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec.ts';
import { freePort, startBuiltSandbox, stop, waitForOk } from './child-process.ts';
import { runLoad, type LoadOptions, type LoadResult, type LoadTarget } from './load-generator.ts';
import type { BenchResult } from './measure.ts';

const load: LoadOptions = { connections: 50, durationMs: 3000, warmupMs: 500 };

async function login(base: string): Promise<string> {
  const payload = b64JsonCodec.encode(
    JSON.stringify({ username: 'demoplayer', password: 'demo1234', type: 'username' }),
  );
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payload-codec': b64JsonCodec.name },
    body: JSON.stringify({ payload }),
  });
  const body = (await response.json()) as { value?: { token?: string } };
  const token = body.value?.token;
  if (!token) throw new Error(`login as demoplayer answered ${response.status}`);
  return token;
}

/** A transfer of 0.01 from MAIN to a vendor wallet, each with its own requestId (a real write). */
function transfers(token: string, label: string): () => LoadTarget {
  let n = 0;
  return () => {
    n += 1;
    return {
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        mode: 'transfer',
        fromWallet: 'MAIN',
        toWallet: 'PG',
        amount: 0.01,
        requestId: `bench-${label}-${n}`,
      }),
    };
  };
}

function statusNote(result: LoadResult): string {
  const others = Object.entries(result.statuses).filter(([status]) => !status.startsWith('2'));
  return others.length === 0
    ? ''
    : ` (non-2xx answers: ${others.map(([status, n]) => `${n} x ${status === '0' ? 'network error' : status}`).join(', ')})`;
}

async function transferLoad(persist: string | null): Promise<LoadResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const sandbox = startBuiltSandbox([
    '--port',
    String(port),
    '--quiet',
    ...(persist ? ['--persist', persist] : []),
  ]);
  try {
    await waitForOk(`${base}/__mock/config`, performance.now());
    const token = await login(base);
    return await runLoad(port, transfers(token, persist ? 'persist' : 'memory'), load);
  } finally {
    await stop(sandbox);
  }
}

/**
 * Writes under `--persist`: wallet transfers (each its own requestId, so each moves money and is
 * journaled) with 50 keep-alive connections, in memory and with `--persist` (every answer waits for
 * its journal entry's fsync; group commit lets the writes queued meanwhile share the next one).
 */
export async function sandboxPersistBench(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sandbox-persist-bench-'));
  try {
    const memory = await transferLoad(null);
    const persisted = await transferLoad(path.join(dir, 'state.json'));
    const rows = (name: string, result: LoadResult): BenchResult[] => [
      {
        name: `${name}: transfers per second`,
        value: result.requestsPerSecond,
        unit: 'req/s',
        note: `${result.requests} transfers measured${statusNote(result)}`,
      },
      { name: `${name}: p50 latency`, value: result.p50Ms, unit: 'ms' },
      { name: `${name}: p99 latency`, value: result.p99Ms, unit: 'ms' },
    ];
    return [
      ...rows('sandbox POST transferWallet, in memory', memory),
      ...rows('sandbox POST transferWallet, --persist (journal, fsync)', persisted),
      {
        name: 'transfers/s with --persist as a share of in memory',
        value: (persisted.requestsPerSecond / memory.requestsPerSecond) * 100,
        unit: '%',
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
