import { createStore } from 'jotai';
import { api } from '../lib/api/api-client';
import { toResult } from '../../openapi/runtime/client/api-result';
import { demoPassword } from '../../fixtures/demo-accounts';
import { menuSettingsAtom, permissionAtom } from '../lib/site/site-atoms';
import { memberInfoAtom, tokenAtom } from '../lib/stores/session-atoms';
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
  if (!('token' in login.value)) throw new Error('login asked for a second factor');
  sessionStorage.setItem('token', login.value.token);
  sessionStorage.setItem('account', username);
  store.set(tokenAtom, login.value.token);
  return store;
}

/**
 * `signedInStore`, plus the member info in `memberInfoAtom` as the app's start-up puts it there
 * (the member-centre pages and their shell read it).
 */
export async function signedInMemberStore(
  username: string,
  store: PortalStore = createStore(),
): Promise<PortalStore> {
  await signedInStore(username, store);
  const info = await toResult(api.GET('/wps/member/info'));
  if (!info.ok) throw new Error(`member info of ${username}: ${info.error.key}`);
  store.set(memberInfoAtom, info.value);
  return store;
}

/**
 * `signedInMemberStore`, plus what the app's start-up loads for the centres' menus: the site's
 * permission (feature flags) and the menu settings.
 */
export async function signedInCentreStore(
  username: string,
  store: PortalStore = createStore(),
): Promise<PortalStore> {
  await signedInMemberStore(username, store);
  const [permission, menus] = await Promise.all([
    toResult(api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } })),
    toResult(api.GET('/wps/system/menuSettings')),
  ]);
  if (!permission.ok || !menus.ok) throw new Error('start-up calls failed');
  store.set(permissionAtom, permission.value);
  store.set(menuSettingsAtom, menus.value);
  return store;
}
