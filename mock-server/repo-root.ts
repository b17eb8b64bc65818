import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from the sources (`mock-server/`) and from the build (`dist-server/`) alike. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
