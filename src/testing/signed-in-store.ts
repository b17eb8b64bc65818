import { createStore } from 'jotai';
import { api } from '../lib/api/api-client';
import { toResult } from '../../openapi/runtime/client/api-result';
import { demoPassword } from '../../fixtures/demo-accounts';
import { tokenAtom } from '../lib/stores/session-atoms';
import type { PortalStore } from './render-portal';

/**
 * Signs a demo account in against the running mock (`demoPassword`) and leaves the session
 * where the portal keeps it: `token` and `account` in session storage and `tokenAtom` in the store
 * it returns (a new one unless given).
 */
export async function signedInStore(
  username: string,
  store: PortalStore = createStore(),
): Promise<PortalStore> {
  const login = await toResult(
    api.POST('/wps/session/login', {
      body: { username, password: demoPassword, type: 'username' },
    }),
  );
  if (!login.ok) throw new Error(`login ${username}: ${login.error.key}`);
  sessionStorage.setItem('token', login.value.token);
  sessionStorage.setItem('account', username);
  store.set(tokenAtom, login.value.token);
  return store;
}
