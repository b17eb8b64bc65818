/**
 * The two sides of a diff: a git ref (every contract file of `openapi/` at that commit, bundled),
 * a file (a bundled JSON or YAML contract, or a multi-file root such as `openapi/openapi.yaml`),
 * or the working tree's contract.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundleContract, contractRoot } from '../contract/bundle-contract.ts';
import { repoRoot } from '../repo-root.ts';
import { isObject, type JsonObject } from './resolve.ts';

const run = promisify(execFile);

export interface LoadedContract {
  /** What the reports call it: `working tree`, `main (1e25eea)`, `path/to/openapi.json`. */
  label: string;
  doc: JsonObject;
}

/** The source named on the command line is neither a readable file nor a git ref. */
export class SourceError extends Error {}

async function git(args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The commit a ref names, or null when it names none. */
export async function commitOf(ref: string): Promise<string | null> {
  if (ref.startsWith('-')) return null;
  try {
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim() || null;
  } catch {
    return null;
  }
}

/** Reads many blobs with one `git cat-file --batch`. */
function readBlobs(commit: string, files: string[]): Promise<Map<string, Buffer>> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd: repoRoot });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file exited with ${code}`));
      const all = Buffer.concat(chunks);
      const blobs = new Map<string, Buffer>();
      let at = 0;
      for (const file of files) {
        const end = all.indexOf(10, at);
        const header = all.subarray(at, end).toString('utf8');
        const size = Number(/ blob (\d+)$/.exec(header)?.[1]);
        if (!Number.isInteger(size)) return reject(new Error(`${commit}:${file}: ${header}`));
        blobs.set(file, all.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
      }
      resolvePromise(blobs);
    });
    child.stdin.end(files.map((file) => `${commit}:${file}\n`).join(''));
  });
}

/** The contract at a commit: its `openapi/` files (not the derived `openapi/runtime/`) bundled. */
export async function loadGitRef(ref: string, commit: string): Promise<LoadedContract> {
  const files = (await git(['ls-tree', '-r', '-z', '--name-only', commit, '--', 'openapi']))
    .split('\0')
    .filter((file) => /\.(ya?ml|json)$/.test(file) && !file.startsWith('openapi/runtime/'));
  if (!files.includes('openapi/openapi.yaml'))
    throw new SourceError(`${ref} has no openapi/openapi.yaml`);
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-diff-'));
  try {
    const blobs = await readBlobs(commit, files);
    for (const [file, contents] of blobs) {
      await mkdir(path.join(dir, path.dirname(file)), { recursive: true });
      await writeFile(path.join(dir, file), contents);
    }
    const doc = await bundleContract(path.join(dir, 'openapi', 'openapi.yaml'));
    return { label: `${ref} (${commit.slice(0, 7)})`, doc: doc as unknown as JsonObject };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A contract file: JSON without outside references is read as it is; anything else is bundled. */
export async function loadFile(file: string, label = file): Promise<LoadedContract> {
  if (file.endsWith('.json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new SourceError(
        `${label}: not JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (!isObject(parsed) || !isObject(parsed.paths))
      throw new SourceError(`${label}: not an OpenAPI document (no paths)`);
    const text = JSON.stringify(parsed);
    if (!/"\$ref":"(?!#)/.test(text)) return { label, doc: parsed };
  }
  try {
    return { label, doc: (await bundleContract(file)) as unknown as JsonObject };
  } catch (error) {
    const detail =
      error instanceof Error
        ? (error as Error & { stderr?: string }).stderr || error.message
        : String(error);
    throw new SourceError(
      `${label}: could not be bundled\n${detail.trim().split('\n').slice(-5).join('\n')}`,
    );
  }
}

/**
 * `source` as the user typed it: an existing file or folder (relative to `cwd`) wins over a git
 * ref of the same name; null is the working tree's contract.
 */
export async function loadContract(source: string | null, cwd: string): Promise<LoadedContract> {
  if (source === null) return loadFile(contractRoot, 'working tree');
  const asPath = path.resolve(cwd, source);
  const found = await stat(asPath).catch(() => null);
  if (found?.isDirectory()) {
    const root = path.join(asPath, 'openapi.yaml');
    if (await stat(root).catch(() => null)) return loadFile(root, source);
    const nested = path.join(asPath, 'openapi', 'openapi.yaml');
    if (await stat(nested).catch(() => null)) return loadFile(nested, source);
    throw new SourceError(`${source}: a folder without openapi.yaml`);
  }
  if (found?.isFile()) return loadFile(asPath, source);
  const commit = await commitOf(source);
  if (commit) return loadGitRef(source, commit);
  throw new SourceError(`${source} is neither a contract file nor a git ref`);
}
