/**
 * Finds the `wrk` HTTP load generator the server bench drives the sandbox with (`WRK` if set, else
 * on the PATH) or installs it the way scripts/ensure-browser.ts installs Chromium: as root on
 * Debian/Ubuntu, Debian's `wrk` package. Node's own load generators top out near 22,000 req/s on
 * a laptop, below a bare node:http server, so they cannot show how close the sandbox comes to it.
 * `node --import tsx scripts/bench/ensure-wrk.ts` prints the path or what to do.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The wrk to use, or null: `WRK`, else the first `wrk` on the PATH. */
export function findWrk(): string | null {
  const own = process.env.WRK;
  if (own) return executable(own) ? own : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'wrk');
    if (executable(candidate)) return candidate;
  }
  return null;
}

function installWithApt(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (process.platform !== 'linux' || !isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log("[bench] No wrk found; installing Debian's wrk package (this machine runs as root).");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'wrk']);
}

/** The wrk to use; installs it where that is possible, else throws saying what to do. */
export function ensureWrk(): string {
  let found = findWrk();
  if (!found && installWithApt()) found = findWrk();
  if (!found)
    throw new Error(
      [
        'No wrk could be found or installed, so the server load bench cannot run.',
        '  Debian/Ubuntu (root): apt-get install wrk;  macOS: brew install wrk;',
        '  or point WRK at a wrk executable.',
      ].join('\n'),
    );
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureWrk());
