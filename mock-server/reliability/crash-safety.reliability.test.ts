import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec';
import { repoRoot } from '../repo-root';
import { seededRandom } from '../../openapi/runtime/seeded-random';

/*
 * Crash safety of --persist: a persisted sandbox (a child process) takes a stream of wallet
 * transfers on a few connections and is killed with SIGKILL after a seeded number of answers,
 * with more requests in flight; restarted on the same file it must load, and every transfer it
 * answered 200 must be there (its record, and the money it moved). 50 kills, over two lanes (each
 * its own file and port) so the 51 process starts share the two cores.
 *
 * The child is built once into one file (vite, SSR) so that a start costs about a second, not the
 * several that tsx compiling the sources takes.
 */

const kills = 50;
const lanes = 2;
const connections = 4;
const firstPort = 4302; // helper A's ports are 4300-4319
const account = 'demoplayer';
const password = 'demo1234';
const vendorWallet = 'PG';

let dir: string;
let childScript: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'crash-safety-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: repoRoot,
    publicDir: false,
    build: {
      ssr: path.join(repoRoot, 'mock-server/reliability/persisted-sandbox-child.ts'),
      outDir: path.join(dir, 'child'),
      emptyOutDir: true,
      minify: false,
      target: 'node20',
    },
    ssr: { noExternal: true },
  });
  childScript = path.join(dir, 'child', 'persisted-sandbox-child.js');
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Child {
  process: ChildProcess;
  exited: Promise<void>;
}

/** Starts the child on `file`; resolves once it listens, or null when it could not start. */
function startChild(port: number, file: string): Promise<Child | null> {
  const child = spawn(process.execPath, [childScript, String(port), file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve({ process: child, exited });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', () => {
      clearTimeout(timer);
      if (!output.includes('ready')) {
        console.error(`[crash-safety] the sandbox did not start:\n${output}`);
        resolve(null);
      }
    });
  });
}

interface Envelope {
  success: boolean;
  value?: unknown;
  code?: string;
}

async function post(base: string, pathname: string, body: unknown, headers = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

async function login(base: string): Promise<string> {
  const payload = b64JsonCodec.encode(
    JSON.stringify({ username: account, password, type: 'username' }),
  );
  const answer = await post(
    base,
    '/wps/session/login',
    { payload },
    {
      'x-payload-codec': b64JsonCodec.name,
    },
  );
  const token = (answer.body.value as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

interface Ledger {
  /** requestIds of the transfers present, with the cents each moved to the vendor wallet. */
  transfers: Map<string, number>;
  mainCents: number;
  vendorCents: number;
}

/** What the restarted sandbox holds of this test's transfers (the exported state). */
async function ledgerOf(base: string, prefix: string): Promise<Ledger> {
  const response = await fetch(`${base}/__mock/state`);
  const state = ((await response.json()) as Envelope).value as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  const member = state.tables.members?.find((m) => m.account === account);
  const transfers = new Map<string, number>();
  for (const t of state.tables.walletTransfers ?? []) {
    const requestId = String(t.requestId);
    if (t.memberId === member?.id && requestId.startsWith(prefix))
      transfers.set(requestId, Number(t.amountCents));
  }
  const wallets = (state.tables.wallets ?? []).filter((w) => w.memberId === member?.id);
  const cents = (code: string) =>
    Number(wallets.find((w) => w.walletCode === code)?.balanceCents ?? Number.NaN);
  return { transfers, mainCents: cents('MAIN'), vendorCents: cents(vendorWallet) };
}

interface LaneFigures {
  kills: number;
  answeredWrites: number;
  writesLost: number;
  loadFailures: number;
  inconsistent: number;
}

async function runLane(lane: number, laneKills: number): Promise<LaneFigures> {
  const port = firstPort + lane;
  const base = `http://127.0.0.1:${port}`;
  const file = path.join(dir, `lane-${lane}.json`);
  const random = seededRandom(20261127 + lane);
  const prefix = `crash-${lane}-`;
  const figures: LaneFigures = {
    kills: 0,
    answeredWrites: 0,
    writesLost: 0,
    loadFailures: 0,
    inconsistent: 0,
  };
  const answered: string[] = [];
  const lost = new Set<string>();
  let start: Ledger | null = null;
  let next = 0;

  for (let round = 0; round <= laneKills; round += 1) {
    const child = await startChild(port, file);
    if (!child) {
      figures.loadFailures += 1;
      break;
    }
    try {
      // Everything answered before the last kill is there, and the money adds up.
      const ledger = await ledgerOf(base, prefix);
      start ??= ledger;
      // Distinct ids: a write lost at one restart stays lost at the next ones.
      for (const id of answered) if (!ledger.transfers.has(id)) lost.add(id);
      figures.writesLost = lost.size;
      const moved = [...ledger.transfers.values()].reduce((sum, cents) => sum + cents, 0);
      const total = ledger.mainCents + ledger.vendorCents;
      if (
        total !== start.mainCents + start.vendorCents ||
        ledger.vendorCents !== start.vendorCents + moved
      )
        figures.inconsistent += 1;
      if (round === laneKills) break;

      const token = await login(base);
      // Killed after this many answers, with up to `connections` more requests in flight.
      const threshold = answered.length + 5 + Math.floor(random() * 40);
      let killed = false;
      const kill = () => {
        if (killed) return;
        killed = true;
        child.process.kill('SIGKILL');
      };
      const stream = async () => {
        while (!killed) {
          const requestId = `${prefix}${next}`;
          next += 1;
          let answer;
          try {
            answer = await post(
              base,
              '/wps/relay/GCS_walletTransfer',
              {
                mode: 'transfer',
                fromWallet: 'MAIN',
                toWallet: vendorWallet,
                amount: 0.01,
                requestId,
              },
              { authorization: `Bearer ${token}` },
            );
          } catch (error) {
            if (killed) return; // in flight at the kill: not answered
            throw error;
          }
          if (answer.status !== 200) {
            kill();
            throw new Error(`a transfer answered ${answer.status} ${JSON.stringify(answer.body)}`);
          }
          // Answered, even after the kill signal went out: the answer left after the fsync.
          answered.push(requestId);
          figures.answeredWrites += 1;
          if (answered.length >= threshold) kill();
        }
      };
      await Promise.all(Array.from({ length: connections }, stream));
      figures.kills += 1;
    } finally {
      if (child.process.exitCode === null && child.process.signalCode === null)
        child.process.kill('SIGKILL');
      await child.exited;
    }
  }
  return figures;
}

describe('crash safety of --persist', () => {
  it(`loses no answered write over ${kills} kills -9 mid-stream`, async () => {
    const results = await Promise.all(
      Array.from({ length: lanes }, (_, lane) => runLane(lane, kills / lanes)),
    );
    const total = results.reduce(
      (sum, r) => ({
        kills: sum.kills + r.kills,
        answeredWrites: sum.answeredWrites + r.answeredWrites,
        writesLost: sum.writesLost + r.writesLost,
        loadFailures: sum.loadFailures + r.loadFailures,
        inconsistent: sum.inconsistent + r.inconsistent,
      }),
      { kills: 0, answeredWrites: 0, writesLost: 0, loadFailures: 0, inconsistent: 0 },
    );
    // eslint-disable-next-line no-console -- the reliability suite prints its figures
    console.log(
      `[reliability] crash-safety: kills=${total.kills} answeredWrites=${total.answeredWrites} writesLost=${total.writesLost} loadFailures=${total.loadFailures} moneyMismatches=${total.inconsistent}`,
    );
    expect(total).toEqual({
      kills,
      answeredWrites: total.answeredWrites,
      writesLost: 0,
      loadFailures: 0,
      inconsistent: 0,
    });
    expect(total.answeredWrites).toBeGreaterThanOrEqual(kills * 5);
  }, 240_000);
});
