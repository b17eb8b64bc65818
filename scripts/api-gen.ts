/**
 * npm run api:gen           regenerate src/lib/api/generated/ from openapi/
 * npm run api:gen -- --check exit 1 when the generated files are stale (CI uses the drift test too)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './repo-root.ts';
import { generateContractFiles, generatedDir } from './contract/generate-files.ts';

const check = process.argv.includes('--check');
const files = await generateContractFiles();
const stale: string[] = [];
await mkdir(generatedDir, { recursive: true });
for (const [file, contents] of files) {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === contents) continue;
  stale.push(path.relative(repoRoot, file));
  if (!check) await writeFile(file, contents);
}
if (check && stale.length > 0) {
  console.error(`Stale generated files (run npm run api:gen):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(stale.length === 0 ? 'Generated files are up to date.' : `Wrote ${stale.join(', ')}`);
