// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { balanceMaskedAtom } from '../../../lib/stores/public-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import { ProfileMenu } from './profile-menu';
import { AddressProbe } from '../../../testing/address-probe';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => sessionStorage.clear());
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

/** Signs in through the API and seeds the store as the app's start-up would. */
async function signedIn(account: string) {
  const login = await toResult(
    api.POST('/wps/session/login', {
      body: { username: account, password: 'demo1234', type: 'username' },
    }),
  );
  if (!login.ok) throw new Error(`login ${account}: ${login.error.key}`);
  if (!('token' in login.value)) throw new Error('login asked for a second factor');
  sessionStorage.setItem('token', login.value.token);
  sessionStorage.setItem('account', account);
  const [member, permission] = await Promise.all([
    toResult(api.GET('/wps/member/info')),
    toResult(api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } })),
  ]);
  if (!member.ok || !permission.ok) throw new Error('start-up calls failed');
  const store = createStore();
  store.set(tokenAtom, login.value.token);
  store.set(memberInfoAtom, member.value);
  store.set(permissionAtom, permission.value);
  return store;
}

/** The address the portal is at (the member centre lives in it). */
async function openMenu(account: string) {
  await userEvent.click(
    screen.getByRole('button', { name: new RegExp(`^${account}: account menu`) }),
  );
  const menu = await screen.findByRole('menu');
  return {
    menu,
    names: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

const memberItems = [
  'Deposit',
  'Withdraw',
  'Betting record',
  'Account record',
  'Personal profit and loss',
  expect.stringMatching(/^Reward centre/),
  'Points',
  'Rebate promo',
  'Security centre',
];

describe('ProfileMenu with the real mock', () => {
  it('shows demoplayer the balance, the member items and badges, but no agent centre', async () => {
    const store = await signedIn('demoplayer');
    await renderPortal(
      <>
        <ProfileMenu showBalance />
        <AddressProbe />
      </>,
      { store },
    );
    expect(screen.getByText('Updating…')).toBeInTheDocument();
    const amount = await screen.findByText(/^P\d{1,3}(,\d{3})*\.\d{2}$/);

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(store.get(balanceMaskedAtom)).toBe(true);
    expect(amount).toHaveTextContent(/^Balance: P••••••$/);
    expect(amount.textContent).not.toMatch(/\d/);
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const { menu, names } = await openMenu('demoplayer');
    expect(names).toEqual([...memberItems, expect.stringMatching(/^Messages/), 'Sign out']);
    expect(within(menu).getByText('Silver')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Messages/ })).toHaveTextContent(
      /unread message/,
    );

    // The member centre opens at the item's page: it lives in the address.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deposit' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/?mc=depositv2');
  });

  it('adds the agent centre for demoagent, opening the agent centre at its overview', async () => {
    const store = await signedIn('demoagent');
    await renderPortal(
      <>
        <ProfileMenu showBalance={false} />
        <AddressProbe />
      </>,
      { store },
    );
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
    const { menu, names } = await openMenu('demoagent');
    expect(names).toEqual([...memberItems, 'Messages', 'Agent centre', 'Sign out']);
    // The agent centre lives in the address too: `?ac=<page>`.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Agent centre' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/?ac=agentTeamOverview');
  });

  it('keeps deposit, withdraw and the agent centre from demotrial and warns on member pages', async () => {
    const store = await signedIn('demotrial');
    await renderPortal(
      <>
        <ProfileMenu showBalance />
        <AddressProbe />
      </>,
      { store },
    );
    // Trial accounts have no balance to show (the wallet refuses them) and no avatar: fallback.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull());
    await waitFor(() =>
      expect(document.querySelector('.profile__trigger img')).toHaveAttribute(
        'data-fallback',
        'true',
      ),
    );
    const { menu, names } = await openMenu('demotrial');
    expect(names).toEqual([
      'Betting record',
      'Account record',
      'Personal profit and loss',
      'Reward centre',
      'Points',
      'Rebate promo',
      'Security centre',
      'Messages',
      'Sign out',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Betting record' }));
    expect(store.get(warningAtom)).toEqual({
      key: 'in_need_true_account',
      confirmKey: 'in_increase_submit',
    });
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
  });

  it('asks for the logout confirmation on sign out', async () => {
    const store = await signedIn('demoplayer');
    await renderPortal(<ProfileMenu showBalance />, { store });
    const { menu } = await openMenu('demoplayer');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(store.get(openDialogAtom)).toBe('logoutConfirm');
  });
});
