/**
 * npm test: every check, in the order a reviewer would want them, on any machine.
 * typecheck -> lint -> contract lint -> unit and contract tests -> browser tests (the sandbox
 * server's projects, then `npm run dev`'s smoke test, project dev-mode).
 * Every stage runs even when an earlier one failed, so one run shows every problem; the last line
 * counts the tests ("N passed, N failed") and the exit code is non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repo-root.ts';

const reports = path.join(repoRoot, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Stage {
  name: string;
  command: string;
}

const stages: Stage[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'contract lint', command: 'npm run api:lint' },
  {
    name: 'unit and contract tests',
    command:
      'npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json',
  },
  { name: 'browser tests', command: 'npm run test:e2e' },
];

const failedStages: string[] = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name}: ${stage.command}`);
  const started = Date.now();
  const result = spawnSync(stage.command, { cwd: repoRoot, stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${stage.name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  if (!ok) failedStages.push(stage.name);
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(path.join(reports, file), 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const vitest = readJson('vitest.json');
const pwStats: Record<string, number> = {};
for (const file of [
  'playwright-parallel.json',
  'playwright-switches.json',
  'playwright-dev-mode.json',
]) {
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
interface VitestFile {
  name?: string;
  message?: string;
  assertionResults?: { status?: string; fullName?: string }[];
}
for (const file of (vitest?.testResults ?? []) as VitestFile[]) {
  const where = path.relative(repoRoot, file.name ?? '');
  const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
  for (const test of failedTests) failedNames.push(`vitest: ${where} > ${test.fullName ?? ''}`);
  if (failedTests.length === 0 && file.message)
    failedNames.push(`vitest: ${where}: ${file.message}`);
}
interface PwSuite {
  title?: string;
  file?: string;
  specs?: { title?: string; line?: number; tests?: { status?: string }[] }[];
  suites?: PwSuite[];
}
function failedSpecs(suite: PwSuite, file: string): void {
  for (const spec of suite.specs ?? [])
    if ((spec.tests ?? []).some((t) => t.status === 'unexpected'))
      failedNames.push(`playwright: ${file}:${spec.line ?? 0} > ${spec.title ?? ''}`);
  for (const child of suite.suites ?? []) failedSpecs(child, child.file ?? file);
}
for (const file of [
  'playwright-parallel.json',
  'playwright-switches.json',
  'playwright-dev-mode.json',
])
  for (const suite of (readJson(file)?.suites ?? []) as PwSuite[])
    failedSpecs(suite, suite.file ?? '');

console.log('');
for (const name of failedNames) console.log(`FAILED ${name}`);
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
if (skipped > 0) console.log('Skipped tests are not allowed: fix or delete them.');
process.exit(failedStages.length > 0 || passed === 0 || skipped > 0 ? 1 : 0);
