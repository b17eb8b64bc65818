/**
 * npm run bench — performance numbers and their targets. Benchmarks, not timed tests: they print
 * what they measure and whether each target is met, and never fail the test suite.
 */
import os from 'node:os';
import { contractGenerationBench } from './bench/contract-generation.bench.ts';
import { meetsTarget, type BenchResult } from './bench/measure.ts';
import { portalLobbyBench } from './bench/portal-lobby.bench.ts';
import { sandboxLoadBench } from './bench/sandbox-load.bench.ts';
import { sandboxSeedBench } from './bench/sandbox-seed.bench.ts';
import { sandboxStartupBench } from './bench/sandbox-startup.bench.ts';

import { execFileSync } from 'node:child_process';

// The load, start-up and browser numbers are for the built portal and server, what `npm start` runs.
console.log('Building the portal (dist/) and the sandbox server (dist-server/) ...');
execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });

const benches = [
  contractGenerationBench,
  sandboxStartupBench,
  sandboxSeedBench,
  sandboxLoadBench,
  portalLobbyBench,
];

// Throughput and latency depend on what else the machine is doing: say so beside the numbers.
const loadBefore = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
const results: BenchResult[] = [];
for (const bench of benches) results.push(...(await bench()));

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
    `${result.name.padEnd(56)} ${result.value.toFixed(1).padStart(10)} ${result.unit.padEnd(6)} ${target}`,
  );
  if (result.note) console.log(`  ${result.note}`);
}
