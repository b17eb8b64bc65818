import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root.ts';

const tracked = (pattern: string) =>
  execFileSync('git', ['ls-files', pattern], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const topFolders = [
  'openapi',
  'src',
  'mock-server',
  'scripts',
  'fixtures',
  'tests',
  'locales',
  'docs',
];

/** Paths from the repository root that a document names in `code`, leaving out patterns. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => (m[1] ?? '').replace(/[:,.)]+$/, '').replace(/#.*$/, ''))
    .filter((p) => topFolders.some((top) => p.startsWith(`${top}/`)))
    .filter((p) => !/[<>*{}|]|\.\.\./.test(p));
}

// A clone has only the repository: a document that names a file which is gone, or points outside
// the repository, misleads its reader.
describe('documents', () => {
  const documents = tracked('*.md');

  it('name only files and folders that exist', () => {
    const missing = documents.flatMap((doc) =>
      namedPaths(readFileSync(path.join(repoRoot, doc), 'utf8'))
        .filter((p) => !existsSync(path.join(repoRoot, p)))
        .map((p) => `${doc}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken = documents.flatMap((doc) =>
      [...readFileSync(path.join(repoRoot, doc), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => (m[1] ?? '').replace(/#.*$/, ''))
        .filter((link) => link && !/^[a-z]+:/.test(link))
        .filter((link) => !existsSync(path.join(repoRoot, path.dirname(doc), link)))
        .map((link) => `${doc}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('never point outside the repository', () => {
    const files = [...documents, ...tracked('*.ts'), ...tracked('*.tsx'), ...tracked('*.yaml')];
    const outside = files.filter((file) =>
      /\.\.\/shared\/|shared\/product-spec|STYLE\.md/.test(
        readFileSync(path.join(repoRoot, file), 'utf8'),
      ),
    );
    expect(outside.filter((file) => file !== 'scripts/docs-paths.test.ts')).toEqual([]);
  });
});
