import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.ts';
import { generateContractFiles } from './generate-files.ts';

describe('generated contract files', () => {
  it('match the contract (run `npm run api:gen` after changing openapi/)', async () => {
    const files = await generateContractFiles();
    expect(files.size).toBeGreaterThanOrEqual(3);
    for (const [file, expected] of files) {
      const actual = await readFile(file, 'utf8').catch(() => '(missing)');
      // Compare a digest-sized message first so a stale file names itself clearly.
      expect(actual === expected, `${path.relative(repoRoot, file)} is stale`).toBe(true);
    }
  }, 60_000);
});
