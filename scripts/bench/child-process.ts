import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from '../repo-root.ts';

/** A port nobody listens on right now (bound once on loopback and released). */
export function freePort(): Promise<number> {
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
