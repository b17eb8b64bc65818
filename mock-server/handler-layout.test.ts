import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationDomain, operationMetas } from '../openapi/runtime/contract';

/*
 * One name per operation: the handler of `listPvpRooms` is `listPvpRoomsHandler` in
 * `domains/games/handlers/list-pvp-rooms.ts`, because the contract puts tag `games` in domain `games`.
 * Read from the files themselves, so a handler defined anywhere else is found too.
 */

const mockRoot = import.meta.dirname;
const domainsRoot = join(mockRoot, 'domains');
const metaById = new Map(operationMetas.map((meta) => [meta.operationId, meta]));
const definition = /defineHandler(?:<[^>]*>)?\(\s*'([A-Za-z0-9]+)'/g;

const kebab = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const definitions = sourceFiles(mockRoot).flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(definition)].map((m) => ({
    file: relative(mockRoot, path),
    operationId: m[1] ?? '',
  })),
);

describe('handler layout', () => {
  it('finds the handlers it checks', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(operationMetas.length);
  });

  it.each(definitions.map((d) => [d.operationId, d.file] as const))(
    '%s is defined in its own file of its domain (%s)',
    (operationId, file) => {
      const meta = metaById.get(operationId);
      expect(meta, `${operationId} is not an operation of the contract`).toBeDefined();
      if (!meta) return;
      expect(file).toBe(
        join('domains', operationDomain(meta), 'handlers', `${kebab(operationId)}.ts`),
      );
      expect(readFileSync(join(mockRoot, file), 'utf8')).toContain(
        `export const ${operationId}Handler = defineHandler(`,
      );
    },
  );

  it('has no handler defined twice', () => {
    const ids = definitions.map((d) => d.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('keeps only handlers in handler folders', () => {
    const strays = readdirSync(domainsRoot).flatMap((domain) => {
      const dir = join(domainsRoot, domain, 'handlers');
      const files = sourceFiles(join(domainsRoot, domain)).filter((f) => f.startsWith(`${dir}/`));
      return files
        .filter((f) => ![...readFileSync(f, 'utf8').matchAll(definition)].length)
        .map((f) => relative(mockRoot, f));
    });
    expect(strays, 'helpers belong in rules/ or presenters.ts').toEqual([]);
  });
});
