import { spawn } from 'node:child_process';
import { repoRoot } from '../repo-root.ts';
import { freePort } from './child-process.ts';
import { measure, median, type BenchResult } from './measure.ts';

async function startAndWait(port: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['dist-server/main.js', '--port', String(port), '--quiet'],
    {
      cwd: repoRoot,
      stdio: 'ignore',
    },
  );
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/openapi.json`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the sandbox did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** From `npm run mock` to the first answer: what demo staff and Playwright wait for. */
export async function sandboxStartupBench(): Promise<BenchResult[]> {
  const port = await freePort();
  const runs = await measure(3, () => startAndWait(port));
  return [
    {
      name: 'built sandbox server start to first answer (median of 3)',
      value: median(runs),
      unit: 'ms',
      target: { max: 2000 },
    },
  ];
}
