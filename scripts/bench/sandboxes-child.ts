/**
 * Run by sandboxes.bench.ts as `node --expose-gc --import tsx`: a root backend and its hub, then
 * isolated sandboxes from the seed up to 100; prints one JSON line with the creation times and the
 * RSS and heap after GC at 0, 1, 10 and 100 sandboxes.
 */
import { createRootWithHub } from '../../mock-server/hosts/sandbox-hub.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const collect = gc;

function memory() {
  collect();
  collect();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

const { hub } = await createRootWithHub({}, { idleMinutes: 120, maxSandboxes: 100 });
const at: Record<string, { rss: number; heapUsed: number }> = { '0': memory() };
const createMs: number[] = [];
for (let n = 1; n <= 100; n += 1) {
  const started = performance.now();
  const made = await hub.createSandbox({ kind: 'seed' });
  createMs.push(performance.now() - started);
  if (typeof made === 'string') throw new Error(made);
  if (n === 1 || n === 10 || n === 100) at[String(n)] = memory();
}
process.stdout.write(`${JSON.stringify({ createMs, at })}\n`);
