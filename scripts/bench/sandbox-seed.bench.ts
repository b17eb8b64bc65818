import type { BenchResult } from './measure.ts';

/**
 * The parts of the sandbox's start, measured in this process: loading its modules (through tsx),
 * then seeding the default sizes, compiling the contract's request validators and binding a port —
 * what `startSandboxServer` does before the first answer.
 */
export async function sandboxSeedBench(): Promise<BenchResult[]> {
  const loading = performance.now();
  const { startSandboxServer } = await import('../../mock-server/hosts/sandbox-server.ts');
  const loadedMs = performance.now() - loading;
  const sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1' });
  await sandbox.close();
  const { seedMs, pipelineMs, listenMs } = sandbox.timings;
  return [
    { name: 'sandbox modules loaded through tsx', value: loadedMs, unit: 'ms' },
    {
      name: 'sandbox seed (default sizes) + validators + listen',
      value: seedMs + pipelineMs + listenMs,
      unit: 'ms',
      target: { max: 2000 },
      note: `seed ${Math.round(seedMs)} ms, validators ${Math.round(pipelineMs)} ms, listen ${Math.round(listenMs)} ms`,
    },
  ];
}
