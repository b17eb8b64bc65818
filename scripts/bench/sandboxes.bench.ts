import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BenchResult } from './measure.ts';

interface ChildFigures {
  createMs: number[];
  at: Record<string, { rss: number; heapUsed: number }>;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/**
 * Isolated sandboxes in one server (issue 16): the time to create one from the seed (the game
 * catalogue borrowed from the root) and the memory each costs at 1, 10 and 100 sandboxes (RSS and
 * heap after GC, over the root alone), measured in a child process started with --expose-gc.
 */
export async function sandboxesBench(): Promise<BenchResult[]> {
  const child = path.join(import.meta.dirname, 'sandboxes-child.ts');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', child],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const figures = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ChildFigures;
  const sorted = [...figures.createMs].sort((a, b) => a - b);
  const base = figures.at['0'];
  if (!base) throw new Error('no baseline figures');
  const results: BenchResult[] = [
    {
      name: 'isolated sandbox created from the seed (median of 100)',
      value: sorted[Math.floor(sorted.length / 2)] ?? 0,
      unit: 'ms',
      note: `first ${Math.round(figures.createMs[0] ?? 0)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms`,
    },
  ];
  for (const n of [1, 10, 100]) {
    const now = figures.at[String(n)];
    if (!now) continue;
    results.push({
      name: `memory per isolated sandbox at ${n} (heap after GC)`,
      value: mb(now.heapUsed - base.heapUsed) / n,
      unit: 'MB',
      note: `RSS ${(mb(now.rss - base.rss) / n).toFixed(1)} MB per sandbox; root alone: heap ${mb(base.heapUsed).toFixed(0)} MB, RSS ${mb(base.rss).toFixed(0)} MB`,
    });
  }
  return results;
}
