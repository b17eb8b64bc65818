/**
 * npm run api:report [-- --list] [-- --map]
 * The contract at a glance: operations per tag, how many paths the specification gave and how
 * many we inferred, how many need the session token and how many send encrypted payloads.
 * --list also prints every operation. Reads the generated operation table and, for given/inferred
 * (which the client's table leaves out), the bundled contract (npm run api:gen).
 * --map prints, for every operation, its contract file, its mock handler, the portal files that
 * call it and the screens that use them, derived from the code (scripts/contract/operation-map.ts).
 */
import { readFileSync } from 'node:fs';
import { operations } from '../openapi/runtime/generated/operations.ts';
import type { OperationMeta } from '../openapi/runtime/operation-meta.ts';

type ReportedOperation = OperationMeta & { pathSource: 'given' | 'inferred' };

const bundle = JSON.parse(
  readFileSync(new URL('../openapi/runtime/generated/openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, Record<string, { 'x-path-source'?: string }>> };

const all: ReportedOperation[] = Object.values(operations).map((op) => ({
  ...op,
  pathSource:
    bundle.paths[op.path]?.[op.method.toLowerCase()]?.['x-path-source'] === 'given'
      ? 'given'
      : 'inferred',
}));
const byTag = new Map<string, ReportedOperation[]>();
for (const op of all) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);

const columns = [
  'tag',
  'operations',
  'given',
  'inferred',
  'guarded',
  'optional token',
  'encrypted',
] as const;
const count = (ops: ReportedOperation[], test: (op: ReportedOperation) => boolean) =>
  ops.filter(test).length;
const row = (tag: string, ops: ReportedOperation[]) => [
  tag,
  ops.length,
  count(ops, (op) => op.pathSource === 'given'),
  count(ops, (op) => op.pathSource === 'inferred'),
  count(ops, (op) => op.guarded),
  count(ops, (op) => op.acceptsToken && !op.guarded),
  count(ops, (op) => op.encrypted),
];

const rows = [...byTag.entries()].map(([tag, ops]) => row(tag, ops));
rows.push(row('TOTAL', all));
const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
const format = (cells: readonly (string | number)[]) =>
  cells
    .map((cell, i) =>
      i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
    )
    .join('  ');

console.log(format(columns));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) {
  if (r[0] === 'TOTAL') console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  console.log(format(r));
}

if (process.argv.includes('--list')) {
  for (const [tag, ops] of byTag) {
    console.log(`\n${tag}`);
    for (const op of ops) {
      const token = op.guarded ? 'token' : op.acceptsToken ? 'optional token' : '';
      const flags = [op.pathSource, token, op.encrypted ? 'encrypted' : '']
        .filter(Boolean)
        .join(', ');
      console.log(`  ${op.method.padEnd(6)} ${op.path.padEnd(48)} ${op.operationId} (${flags})`);
    }
  }
}

if (process.argv.includes('--map')) {
  // Loaded only here: it reads the contract, the mock and the portal from disk.
  const { formatOperationMap, operationMap } = await import('./contract/operation-map.ts');
  console.log(`\n${formatOperationMap(operationMap())}`);
}
