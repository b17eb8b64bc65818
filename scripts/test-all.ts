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

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
if (skipped > 0) console.log('Skipped tests are not allowed: fix or delete them.');
process.exit(failedStages.length > 0 || passed === 0 || skipped > 0 ? 1 : 0);
