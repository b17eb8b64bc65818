/**
 * The isolated sandbox a page was opened in: `/s/<id>` when its address starts with one (the
 * sandbox server routes everything under it to that sandbox's backend, see
 * mock-server/domains/control/rules/isolated-sandboxes.ts), '' for the root sandbox and a real site.
 * The router's basename, the API client's base URL, the session storage keys and links to the
 * sandbox's own pages all carry it.
 */
export function sandboxBaseOf(pathname: string): string {
  return /^\/s\/[a-z0-9]{10}(?=\/|$)/.exec(pathname)?.[0] ?? '';
}

export const sandboxBase: string =
  typeof location === 'undefined' ? '' : sandboxBaseOf(location.pathname);
