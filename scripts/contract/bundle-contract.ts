import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../repo-root.ts';

const run = promisify(execFile);

export const contractRoot = path.join(repoRoot, 'openapi', 'openapi.yaml');

/** A bundled (single-document) OpenAPI contract, as plain JSON. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/**
 * Bundles the multi-file contract into one document with the same tool that lints it (`root`: the
 * working tree's by default; `npm run contract:diff` also bundles other versions of it).
 */
export async function bundleContract(root: string = contractRoot): Promise<OpenApiDocument> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-'));
  const out = path.join(dir, 'openapi.json');
  try {
    const cli = path.join(repoRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    await run(process.execPath, [cli, 'bundle', root, '--ext', 'json', '-o', out], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return JSON.parse(await readFile(out, 'utf8')) as OpenApiDocument;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
