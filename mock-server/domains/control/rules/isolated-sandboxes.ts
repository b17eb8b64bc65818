/**
 * The rules of isolated sandboxes in one server (issue 16): the path prefix that selects one, ids,
 * the idle expiry and the limit. The hub that keeps them is hosts/sandbox-hub.ts.
 */

/** A sandbox id: 10 lower-case letters and digits, never a word a path of the portal uses. */
export const sandboxIdPattern = /^[a-z0-9]{10}$/;

const prefixPattern = /^\/s\/([a-z0-9]{10})(\/.*)?$/;

/**
 * `/s/<id>/wps/...` -> the sandbox id and the path inside it (`/wps/...`); null for the root
 * sandbox's paths. `/s/<id>` without the slash is the sandbox's home page (`/`).
 */
export function parseSandboxPrefix(
  pathWithQuery: string,
): { id: string; prefix: string; rest: string } | null {
  const queryAt = pathWithQuery.search(/[?#]/);
  const pathname = queryAt < 0 ? pathWithQuery : pathWithQuery.slice(0, queryAt);
  const query = queryAt < 0 ? '' : pathWithQuery.slice(queryAt);
  const match = prefixPattern.exec(pathname);
  if (!match?.[1]) return null;
  return { id: match[1], prefix: `/s/${match[1]}`, rest: `${match[2] ?? '/'}${query}` };
}

const idAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new id from a source of randomness (crypto in the hub, a seeded one in tests). */
export function newSandboxId(randomByte: () => number): string {
  let id = '';
  for (let i = 0; i < 10; i += 1) id += idAlphabet[randomByte() % idAlphabet.length];
  return id;
}

/** When a sandbox last used at `lastUsedMs` expires (the server's wall clock, not a sandbox clock). */
export function expiresAtMs(lastUsedMs: number, idleMinutes: number): number {
  return lastUsedMs + idleMinutes * 60_000;
}

export function isExpired(lastUsedMs: number, nowMs: number, idleMinutes: number): boolean {
  return nowMs >= expiresAtMs(lastUsedMs, idleMinutes);
}

/** The ids to drop now: every sandbox idle for `idleMinutes` or longer. */
export function expiredIds(
  sandboxes: Iterable<{ id: string; lastUsedMs: number }>,
  nowMs: number,
  idleMinutes: number,
): string[] {
  return [...sandboxes].filter((s) => isExpired(s.lastUsedMs, nowMs, idleMinutes)).map((s) => s.id);
}

/** Whether one more sandbox fits under the limit (the root sandbox does not count). */
export function hasRoomForSandbox(count: number, maxSandboxes: number): boolean {
  return count < maxSandboxes;
}

/** A snapshot's name: 1-40 letters, digits, spaces, dots, dashes and underscores (the contract's pattern). */
export const snapshotNamePattern = /^[A-Za-z0-9 ._-]{1,40}$/;

/** Defaults of `--sandbox-idle-minutes` and `--max-sandboxes`. */
export const defaultSandboxIdleMinutes = 120;
export const defaultMaxSandboxes = 50;
