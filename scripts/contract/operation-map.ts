/**
 * The operation map: for every operation of the contract, where it lives in each part of the
 * workspace, derived from the code each time (never kept by hand, so it cannot go stale):
 * - contract: the path file the root's path table points at (openapi/paths/<tag>/...);
 * - handler:  the mock file whose `defineHandler('<operationId>'` serves it;
 * - queries:  the portal files that call it (they name its path in an openapi-fetch or
 *             openapi-react-query call);
 * - screens:  the nearest screens, dialogs and layout parts that import those files (directly or
 *             through other modules).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operations } from '../../openapi/runtime/generated/operations.ts';
import { repoRoot } from '../repo-root.ts';

export interface OperationPlaces {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  contract: string | null;
  handler: string | null;
  queries: string[];
  screens: string[];
}

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, test));
    else if (test(entry.name)) out.push(full);
  }
  return out;
}

const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);

/** `path -> contract file`, from the path table of openapi/openapi.yaml. */
export function contractFiles(): Map<string, string> {
  const root = readFileSync(path.join(repoRoot, 'openapi', 'openapi.yaml'), 'utf8');
  const files = new Map<string, string>();
  // The path table is regular: `  /path:` then `    $ref: paths/<tag>/<file>.yaml`.
  for (const match of root.matchAll(/^ {2}(\/\S+):\n {4}\$ref: (\S+)$/gm)) {
    if (match[1] && match[2]) files.set(match[1], `openapi/${match[2]}`);
  }
  return files;
}

/** `operationId -> handler file`, from the `defineHandler('<id>'` calls under mock-server/domains. */
export function handlerFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const dir = path.join(repoRoot, 'mock-server', 'domains');
  for (const file of filesUnder(dir, isSource)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:defineHandler|controlHandler)\(\s*'([A-Za-z0-9]+)'/g)) {
      if (match[1]) files.set(match[1], relative(file));
    }
  }
  return files;
}

const importPattern = /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g;

function resolveImport(from: string, spec: string, known: Set<string>): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** A screen, a dialog or a part of the page layout: where a user meets the data. */
export function isSurface(file: string): boolean {
  const rel = relative(file);
  return (
    /-(screen|dialog|page)\.tsx$/.test(rel) ||
    /^src\/app\/layout\/[^/]+\.tsx$/.test(rel) ||
    /^src\/features\/[^/]+\/components\/[^/]*(header|footer|menu|panel|strip|ticker|lanes?)[^/]*\.tsx$/.test(
      rel,
    )
  );
}

interface PortalIndex {
  texts: Map<string, string>;
  importers: Map<string, string[]>;
}

function indexPortal(): PortalIndex {
  const sources = filesUnder(path.join(repoRoot, 'src'), isSource).filter(
    (f) => !relative(f).startsWith('src/testing/'),
  );
  const known = new Set(sources);
  const texts = new Map<string, string>();
  const importers = new Map<string, string[]>();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    texts.set(file, text);
    for (const match of text.matchAll(importPattern)) {
      const target = match[1] ? resolveImport(file, match[1], known) : null;
      if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  return { texts, importers };
}

/** The nearest surfaces above a file: walk the importers, stopping at each surface reached. */
function surfacesOf(start: string, index: PortalIndex): string[] {
  const found = new Set<string>();
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (file !== start && isSurface(file)) {
      found.add(relative(file));
      continue;
    }
    for (const importer of index.importers.get(file) ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  if (isSurface(start)) found.add(relative(start));
  return [...found].sort();
}

export function operationMap(): OperationPlaces[] {
  const contracts = contractFiles();
  const handlers = handlerFiles();
  const portal = indexPortal();
  return Object.values(operations).map((op) => {
    const literal = new RegExp(`['"\`]${op.path.replace(/[{}]/g, '\\$&')}['"\`]`);
    const method = new RegExp(`\\b${op.method}\\b|'${op.method.toLowerCase()}'`);
    const queries = [...portal.texts.entries()]
      .filter(([, text]) => literal.test(text) && method.test(text))
      .map(([file]) => file);
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      tag: op.tag,
      contract: contracts.get(op.path) ?? null,
      handler: handlers.get(op.operationId) ?? null,
      queries: queries.map(relative).sort(),
      screens: [...new Set(queries.flatMap((q) => surfacesOf(q, portal)))].sort(),
    };
  });
}

/** The map as text, one block per operation, grouped by tag. */
export function formatOperationMap(places: readonly OperationPlaces[]): string {
  const lines: string[] = [];
  const tags = [...new Set(places.map((p) => p.tag))];
  for (const tag of tags) {
    lines.push(`## ${tag}`);
    for (const p of places.filter((q) => q.tag === tag)) {
      lines.push(`${p.operationId}  ${p.method} ${p.path}`);
      lines.push(`  contract  ${p.contract ?? '(none)'}`);
      lines.push(`  handler   ${p.handler ?? '(none)'}`);
      lines.push(`  query     ${p.queries.join(', ') || '(not used by the portal)'}`);
      if (p.screens.length > 0) lines.push(`  screens   ${p.screens.join(', ')}`);
    }
    lines.push('');
  }
  const used = places.filter((p) => p.queries.length > 0).length;
  lines.push(`${places.length} operations; ${used} used by the portal.`);
  return lines.join('\n');
}
