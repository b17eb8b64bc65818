/** The link to share for an isolated sandbox: this site's origin, its prefix, a trailing slash. */
export function sandboxLink(origin: string, prefix: string): string {
  return `${origin.replace(/\/$/, '')}${prefix}/`;
}

/** Whole minutes until `expiresAt` (never below 0), for "expires in N minutes". */
export function minutesLeft(expiresAt: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - nowMs) / 60_000));
}

/** A snapshot name the contract accepts (1-40 letters, digits, spaces, dots, dashes, underscores). */
export function isSnapshotName(name: string): boolean {
  return /^[A-Za-z0-9 ._-]{1,40}$/.test(name);
}
