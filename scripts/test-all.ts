/**
 * npm test: every check, on any machine, in as little time as the machine's cores allow.
 * typecheck, lint, contract lint, unit and contract tests, the build (once, shared by every browser
 * stage), then the browser tests: the sandbox server's projects (parallel, and switches on a server
 * of its own) and `npm run dev`'s smoke test (project dev-mode).
 *
 * Stages run side by side: each says how many cores it keeps busy (`cpus`) and which stages must
 * have finished first (`after`); a stage starts, in list order, as soon as those are done and the
 * cores it asks for are free (`TEST_JOBS`, default all the machine has). Each stage's output goes to
 * `reports/logs/<stage>.log` and is printed in one piece when the stage ends, so logs never mix.
 * Every stage runs even when another failed (except what needs a failed build), so one run shows
 * every problem. At the end: a table of stage times (wall and CPU), every failed test by name, and
 * the last line counts the tests ("N passed, N failed"); the exit code is non-zero if anything failed.
 *
 * To add a stage, add one entry to `stages`. `npm test -- <stage> ...` runs only those stages.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root.ts';

const reports = path.join(repoRoot, 'reports');
const logs = path.join(reports, 'logs');
rmSync(reports, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

interface Stage {
  name: string;
  command: string;
  /** Cores the stage keeps busy (a guide for running stages side by side, not a limit). */
  cpus: number;
  /** Stages that must end first; if one of them failed, this one is not run (and fails). */
  after?: string[];
  env?: Record<string, string>;
}

const cores = Number(process.env.TEST_JOBS) || availableParallelism();
// Browser projects each start their own servers, on ports of their own, so they can run together:
// switches flips sandbox-wide switches, but on a sandbox no other project uses.
const e2ePort = Number(process.env.E2E_PORT ?? 4173);
const e2e = (project: string, port: number, workers: number, servers: string) => ({
  E2E_REPORT: project,
  E2E_PORT: String(port),
  E2E_DEV_PORT: String(port + 1),
  E2E_WEB_SERVERS: servers,
  E2E_WORKERS: String(workers),
  // The sandbox server from the build stage's dist-server/ (as `npm start` runs it), not from the
  // sources through tsx.
  E2E_SERVER: 'dist-server',
  // No traces: recording one for every test costs about 15% of the browser stages' CPU, and the
  // summary quotes each failure (playwright.config.ts).
  E2E_TRACE: 'off',
});
const browserWorkers = Math.max(1, cores);

// `cpus` is the number of cores a stage keeps busy, and stages never ask for more than the machine
// has in all: a browser test beside more work than cores waits on a starved page, and the suite
// must not depend on luck. The parallel browser project uses every core (one worker per core), so
// it runs alone; the single-core stages run two (or more) at a time. Order is priority among the
// stages that may start: vitest (the longest single-core stage) beside typecheck and the short
// checks, the serial switches and dev-mode projects next, the parallel project last.
const stages: Stage[] = [
  { name: 'browser', command: 'npm run browser:ensure', cpus: 0 },
  { name: 'build', command: 'npm run build', cpus: 1 },
  { name: 'typecheck', command: 'npm run typecheck', cpus: 1 },
  {
    name: 'unit and contract tests',
    // One worker: the files share its module registry (vitest.config.ts, isolate: false), so the
    // contract's validators, the mock's seed and the portal load once. A second worker loads them
    // all again and both slow down: the whole suite took 465 s and 905 CPU s with two workers,
    // 397 s and 493 CPU s with one (2 cores, nothing else running). So it is a one-core stage
    // that runs beside the others from the start.
    command:
      'npx vitest run --maxWorkers=1 --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
    cpus: 1,
  },
  {
    name: 'browser tests: switches',
    command: 'npx playwright test --project=switches --pass-with-no-tests',
    cpus: 1,
    after: ['browser', 'build'],
    env: e2e('switches', e2ePort + 2, 1, 'sandbox'),
  },
  {
    name: 'browser tests: dev-mode',
    command: 'npx playwright test --project=dev-mode',
    cpus: 1,
    after: ['browser'],
    env: e2e('dev-mode', e2ePort + 3, 1, 'dev'),
  },
  // `npm run lint` is these two in a row; as two stages they fill two gaps and both always run.
  { name: 'lint', command: 'npx eslint .', cpus: 1 },
  { name: 'format', command: 'npx prettier --check .', cpus: 1 },
  { name: 'contract lint', command: 'npm run api:lint', cpus: 1 },
  {
    name: 'contract diff',
    command: 'node --import tsx scripts/contract-diff/run-ci-stage.ts',
    cpus: 1,
  },
  {
    name: 'browser tests: parallel',
    command: 'npx playwright test --project=parallel --pass-with-no-tests',
    cpus: cores,
    after: ['browser', 'build'],
    env: e2e('parallel', e2ePort, browserWorkers, 'sandbox'),
  },
];

interface Outcome {
  ok: boolean;
  /** Seconds since the run began. */
  start: number;
  wall: number;
  /** User + system seconds of the stage and everything it started (null where unknown). */
  cpu: number | null;
  note?: string;
}

/**
 * The whole machine's busy and idle CPU seconds so far (Linux's /proc/stat; null elsewhere):
 * browsers' helper processes escape `times`, the machine's count does not.
 */
function machineCpu(): { busy: number; idle: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
    const ticks = (fields ?? []).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const busy = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0) - idle;
    return { busy: busy / 100, idle: idle / 100 };
  } catch {
    return null;
  }
}
const cpuAtStart = machineCpu();
const began = Date.now();
const since = (): number => (Date.now() - began) / 1000;
const slug = (name: string): string => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
const outcomes = new Map<string, Outcome>();
const running = new Map<string, number>();

/** `times` of POSIX sh: its own and its children's user and system time; the children's line. */
function childCpuSeconds(file: string): number | null {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const seconds = (lines[1] ?? '').match(/(\d+)m([\d.]+)s/g) ?? [];
  if (seconds.length < 2) return null;
  return seconds.reduce((sum, part) => {
    const [, minutes, secs] = part.match(/(\d+)m([\d.]+)s/) ?? [];
    return sum + Number(minutes) * 60 + Number(secs);
  }, 0);
}

function run(stage: Stage): Promise<void> {
  const log = path.join(logs, `${slug(stage.name)}.log`);
  const times = path.join(logs, `${slug(stage.name)}.times`);
  const start = since();
  console.log(`=== ${stage.name}: started at ${start.toFixed(0)}s: ${stage.command}`);
  const out = openSync(log, 'w');
  const child = spawn(
    'sh',
    ['-c', `${stage.command}\nstatus=$?\ntimes > '${times}'\nexit $status`],
    {
      cwd: repoRoot,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
    },
  );
  running.set(stage.name, stage.cpus);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(stage.name);
      const ok = code === 0;
      const wall = since() - start;
      outcomes.set(stage.name, { ok, start, wall, cpu: childCpuSeconds(times) });
      console.log(`\n=== ${stage.name}: ${stage.command}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      console.log(`=== ${stage.name}: ${ok ? 'ok' : 'FAILED'} (${wall.toFixed(1)}s)`);
      resolve();
    });
  });
}

/** Starts every stage that may start now; resolves when all have ended. */
async function runAll(): Promise<void> {
  const pending = [...stages];
  const active = new Set<Promise<void>>();
  while (pending.length > 0 || active.size > 0) {
    for (const stage of [...pending]) {
      const after = stage.after ?? [];
      if (!after.every((name) => outcomes.has(name))) continue;
      const failedBefore = after.filter((name) => !outcomes.get(name)?.ok);
      if (failedBefore.length > 0) {
        pending.splice(pending.indexOf(stage), 1);
        const note = `not run: ${failedBefore.join(', ')} failed`;
        outcomes.set(stage.name, { ok: false, start: since(), wall: 0, cpu: 0, note });
        console.log(`=== ${stage.name}: FAILED (${note})`);
        continue;
      }
      const busy = [...running.values()].reduce((sum, cpus) => sum + cpus, 0);
      if (running.size > 0 && busy + stage.cpus > cores) continue;
      pending.splice(pending.indexOf(stage), 1);
      const done = run(stage).then(() => {
        active.delete(done);
      });
      active.add(done);
    }
    if (active.size === 0) break;
    await Promise.race(active);
  }
}

// `npm test -- typecheck lint` runs only the stages named (and what they run after).
const only = process.argv.slice(2);
if (only.length > 0) {
  const wanted = new Set<string>();
  const want = (name: string): void => {
    const stage = stages.find((s) => s.name === name);
    if (!stage) throw new Error(`No stage "${name}": ${stages.map((s) => s.name).join(', ')}`);
    wanted.add(name);
    for (const before of stage.after ?? []) want(before);
  };
  for (const name of only) want(name);
  stages.splice(0, stages.length, ...stages.filter((s) => wanted.has(s.name)));
}

await runAll();
const failedStages = stages.filter((s) => !outcomes.get(s.name)?.ok).map((s) => s.name);

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path.join(reports, file), 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const playwrightReports = [
  'playwright-parallel.json',
  'playwright-switches.json',
  'playwright-dev-mode.json',
];
const vitest = readJson('vitest.json');
const pwStats: Record<string, number> = {};
for (const file of playwrightReports) {
  const stats = (readJson(file)?.stats ?? {}) as Record<string, number>;
  for (const [key, value] of Object.entries(stats))
    if (typeof value === 'number') pwStats[key] = (pwStats[key] ?? 0) + value;
}
const passed = Number(vitest?.numPassedTests ?? 0) + (pwStats.expected ?? 0) + (pwStats.flaky ?? 0);
const failed = Number(vitest?.numFailedTests ?? 0) + (pwStats.unexpected ?? 0);
const skipped =
  Number(vitest?.numPendingTests ?? 0) + Number(vitest?.numTodoTests ?? 0) + (pwStats.skipped ?? 0);

// CI keeps only the tail of the log: name every failed test here, next to the counts.
const failedNames: string[] = [];
/** The first lines of a failure's message, without colour codes: why, next to the name. */
function excerpt(message: string | undefined): string {
  if (!message) return '';
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 14);
  return lines.map((line) => `\n    ${line.slice(0, 200)}`).join('');
}
interface VitestFile {
  name?: string;
  message?: string;
  assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
}
for (const file of (vitest?.testResults ?? []) as VitestFile[]) {
  const where = path.relative(repoRoot, file.name ?? '');
  const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
  for (const test of failedTests)
    failedNames.push(
      `vitest: ${where} > ${test.fullName ?? ''}${excerpt(test.failureMessages?.[0])}`,
    );
  if (failedTests.length === 0 && file.message)
    failedNames.push(`vitest: ${where}: ${file.message}`);
}
interface PwSuite {
  title?: string;
  file?: string;
  specs?: {
    title?: string;
    line?: number;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PwSuite[];
}
function failedSpecs(suite: PwSuite, file: string): void {
  for (const spec of suite.specs ?? []) {
    const failedTest = (spec.tests ?? []).find((t) => t.status === 'unexpected');
    if (!failedTest) continue;
    const error = failedTest.results?.find((r) => r.error)?.error?.message;
    failedNames.push(
      `playwright: ${file}:${spec.line ?? 0} > ${spec.title ?? ''}${excerpt(error)}`,
    );
  }
  for (const child of suite.suites ?? []) failedSpecs(child, child.file ?? file);
}
for (const file of playwrightReports)
  for (const suite of (readJson(file)?.suites ?? []) as PwSuite[])
    failedSpecs(suite, suite.file ?? '');

// Stage times: when each began, how long it took, and the CPU it used (on a shared machine the
// CPU time is the figure to compare between runs).
const width = Math.max(...stages.map((s) => s.name.length));
const row = (cells: string[]): string =>
  `${(cells[0] ?? '').padEnd(width)}  ${cells
    .slice(1)
    .map((c) => c.padStart(8))
    .join('  ')}`;
console.log('');
console.log(`Stage times (${cores} cores, ${since().toFixed(1)}s in all):`);
console.log(row(['stage', 'start s', 'wall s', 'cpu s', 'result']));
let cpuTotal = 0;
for (const stage of stages) {
  const o = outcomes.get(stage.name);
  if (!o) continue;
  cpuTotal += o.cpu ?? 0;
  console.log(
    row([
      stage.name,
      o.start.toFixed(0),
      o.wall.toFixed(1),
      o.cpu === null ? '?' : o.cpu.toFixed(1),
      o.ok ? 'ok' : 'FAILED',
    ]) + (o.note ? `  (${o.note})` : ''),
  );
}
console.log(row(['all', '', since().toFixed(1), cpuTotal.toFixed(1), '']));
const cpuAtEnd = machineCpu();
if (cpuAtStart && cpuAtEnd) {
  const busy = cpuAtEnd.busy - cpuAtStart.busy;
  const idle = cpuAtEnd.idle - cpuAtStart.idle;
  console.log(
    `Machine: ${busy.toFixed(0)} cpu s busy, ${idle.toFixed(0)} idle (${((100 * busy) / (busy + idle)).toFixed(0)}% busy)`,
  );
}

console.log('');
for (const name of failedNames) console.log(`FAILED ${name}`);
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
if (skipped > 0) console.log('Skipped tests are not allowed: fix or delete them.');
process.exit(failedStages.length > 0 || passed === 0 || skipped > 0 ? 1 : 0);
