import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory of the process. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
