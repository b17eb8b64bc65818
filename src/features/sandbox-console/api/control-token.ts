import { api } from '../../../lib/api/api-client';

const storageKey = 'sandboxControlToken';

/** The control token of a shared sandbox (`--control-token`), kept for this tab only. */
export function readControlToken(): string | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(storageKey);
}

export function saveControlToken(token: string | null): void {
  if (token) sessionStorage.setItem(storageKey, token);
  else sessionStorage.removeItem(storageKey);
}

let installed = false;

/**
 * Sends `X-Control-Token` on the control API's calls (`/__mock/...`) once the console has a token.
 * Installed by the console's chunk on the portal's one client; other calls are left alone.
 */
export function installControlToken(): void {
  if (installed) return;
  installed = true;
  api.use({
    onRequest({ request }) {
      const token = readControlToken();
      if (!token || !new URL(request.url).pathname.includes('/__mock/')) return undefined;
      request.headers.set('X-Control-Token', token);
      return request;
    },
  });
}
