/**
 * npm run bench — performance numbers and their targets. Benchmarks, not timed tests: they print
 * what they measure and whether each target is met, and never fail the test suite.
 * `npm run bench -- member-centre portal-lobby` runs only the benches named (file names without
 * `.bench.ts`); `BENCH_PORTS=4722-4729` keeps the servers they start within a range of ports.
 */
import os from 'node:os';
import { agentCentreBench } from './bench/agent-centre.bench.ts';
import { contractGenerationBench } from './bench/contract-generation.bench.ts';
import { meetsTarget, type BenchResult } from './bench/measure.ts';
import { lighthouseBench } from './bench/lighthouse.bench.ts';
import { memberCentreBench } from './bench/member-centre.bench.ts';
import { portalLobbyBench } from './bench/portal-lobby.bench.ts';
import { sandboxLoadBench } from './bench/sandbox-load.bench.ts';
import { sandboxPersistBench } from './bench/sandbox-persist.bench.ts';
import { sandboxSeedBench } from './bench/sandbox-seed.bench.ts';
import { sandboxStartupBench } from './bench/sandbox-startup.bench.ts';
import { sandboxesBench } from './bench/sandboxes.bench.ts';

import { execFileSync } from 'node:child_process';

const benches: Record<string, () => Promise<BenchResult[]>> = {
  'contract-generation': contractGenerationBench,
  'sandbox-startup': sandboxStartupBench,
  'sandbox-seed': sandboxSeedBench,
  'sandbox-load': sandboxLoadBench,
  'sandbox-persist': sandboxPersistBench,
  'portal-lobby': portalLobbyBench,
  'member-centre': memberCentreBench,
  'agent-centre': agentCentreBench,
  lighthouse: lighthouseBench,
  sandboxes: sandboxesBench,
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `No bench named ${unknown.join(', ')}; there are ${Object.keys(benches).join(', ')}.`,
  );
  process.exit(2);
}

// The load, start-up and browser numbers are for the built portal and server, what `npm start` runs.
console.log('Building the portal (dist/) and the sandbox server (dist-server/) ...');
execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });

// Throughput and latency depend on what else the machine is doing: say so beside the numbers.
const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
const results: BenchResult[] = [];
for (const [name, bench] of Object.entries(benches))
  if (asked.length === 0 || asked.includes(name)) results.push(...(await bench()));

console.log(
  `Benchmarks on ${process.platform}/${process.arch}, Node ${process.version}, ${os.cpus().length} CPUs; load average before ${loadBefore}, after ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);
for (const result of results) {
  const met = meetsTarget(result);
  const target = result.target
    ? `target ${'max' in result.target ? `<= ${result.target.max}` : `>= ${result.target.min}`} ${result.unit}: ${met ? 'met' : 'NOT MET'}`
    : '';
  console.log(
    `${result.name.padEnd(56)} ${result.value.toFixed(result.digits ?? 1).padStart(10)} ${result.unit.padEnd(6)} ${target}`,
  );
  if (result.note) console.log(`  ${result.note}`);
}
