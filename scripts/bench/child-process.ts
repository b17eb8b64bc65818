import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from '../repo-root.ts';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * `BENCH_PORTS=4722-4729`: the ports the benchmark servers may use, on a machine where several
 * people or worktrees each have their own range. Unset, the system picks any free port.
 */
function benchPortRange(): { first: number; last: number } | null {
  const value = process.env.BENCH_PORTS;
  if (!value) return null;
  const match = /^(\d+)-(\d+)$/.exec(value.trim());
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1 || last > 65_535 || first > last)
    throw new Error(`BENCH_PORTS must be a range such as 4722-4729, not "${value}"`);
  return { first, last };
}

/** The next port of the range to try: in turn, so two servers starting together never share one. */
let nextInRange = 0;

/**
 * A port nobody listens on right now: one of `BENCH_PORTS` (tried in turn), else any port the
 * system hands out (bound once on loopback and released).
 */
export async function freePort(): Promise<number> {
  const range = benchPortRange();
  if (range) {
    const size = range.last - range.first + 1;
    for (let tried = 0; tried < size; tried += 1) {
      const port = range.first + ((nextInRange + tried) % size);
      if (await portIsFree(port)) {
        nextInRange = (port - range.first + 1) % size;
        return port;
      }
    }
    throw new Error(`no free port in BENCH_PORTS ${range.first}-${range.last}`);
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx <script> ...args` from the repository root; errors go to our stderr. */
export function startNode(script: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Starts the built sandbox server (`npm run build:server` writes dist-server/main.js): what
 * `npm start` runs, without tsx compiling sources on the way.
 */
export function startBuiltSandbox(args: string[]): ChildProcess {
  return spawn(process.execPath, ['dist-server/main.js', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. */
export async function waitForOk(url: string, since: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
