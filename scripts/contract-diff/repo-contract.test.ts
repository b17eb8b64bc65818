/**
 * The repository's own contract: a real breaking change is caught, an unchanged contract shows
 * nothing, and a git ref is read from the openapi/ files at that commit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.ts';
import { diffContracts } from './contract-diff.ts';
import { commitOf, loadGitRef } from './load-contract.ts';
import type { JsonObject } from './resolve.ts';

const bundlePath = path.join(repoRoot, 'openapi', 'runtime', 'generated', 'openapi.json');
const current = () => JSON.parse(readFileSync(bundlePath, 'utf8')) as JsonObject;
const paths = (doc: JsonObject) => doc.paths as Record<string, Record<string, JsonObject>>;

describe('the repository contract', () => {
  it('has no changes against itself', () => {
    expect(diffContracts(current(), current())).toEqual([]);
  });

  it('catches a removed operation', () => {
    const after = current();
    const [route, item] = Object.entries(paths(after)).find(([, i]) => i.get) ?? [];
    expect(route).toBeDefined();
    const removedId = item?.get?.operationId;
    delete item?.get;
    const breaking = diffContracts(current(), after).filter((c) => c.level === 'breaking');
    expect(breaking.map((c) => [c.rule, c.operationId])).toEqual([
      ['operation-removed', removedId],
    ]);
  });

  it('catches a new required field in a request body schema, in the component that has it', () => {
    const after = current();
    const login = paths(after)['/wps/session/login']?.post;
    const ref = (
      (login?.requestBody as { content: Record<string, { schema: { $ref?: string } }> }).content[
        'application/json'
      ]?.schema.$ref ?? ''
    ).replace('#/components/schemas/', '');
    const schemas = (after.components as Record<string, Record<string, JsonObject>>).schemas ?? {};
    const schema = schemas[ref] as { properties: JsonObject; required?: string[] };
    expect(schema.properties).toBeDefined();
    schema.properties.deviceFingerprint = { type: 'string', maxLength: 64 };
    schema.required = [...(schema.required ?? []), 'deviceFingerprint'];
    const breaking = diffContracts(current(), after).filter((c) => c.level === 'breaking');
    expect(breaking.map((c) => [c.rule, c.operationId, c.component])).toContainEqual([
      'request-required-property-added',
      'login',
      { name: `schemas/${ref}`, path: 'deviceFingerprint' },
    ]);
  });

  it('reads a git ref from the contract files at that commit (HEAD equals its own bundle)', async () => {
    const head = await commitOf('HEAD');
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    const loaded = await loadGitRef('HEAD', head ?? '');
    expect(loaded.label).toBe(`HEAD (${head?.slice(0, 7)})`);
    // The committed generated bundle at HEAD is the same contract (the drift test keeps it so).
    const committed = JSON.parse(
      execFileSync('git', ['show', 'HEAD:openapi/runtime/generated/openapi.json'], {
        cwd: repoRoot,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as JsonObject;
    expect(diffContracts(committed, loaded.doc)).toEqual([]);
  });
});
