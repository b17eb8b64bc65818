// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { createStore } from 'jotai';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { menuSettingsAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { prizeModeAtom } from '../../../lib/stores/game-area-atoms';
import { GameNav } from './game-nav';
import { MoreMenu } from './more-menu';
import { AddressProbe } from '../../../testing/address-probe';
import { availablePromoCountAtom } from '../../../lib/stores/public-atoms';
import { signedInStore } from '../../../testing/signed-in-store';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

describe('game navigation with the real mock', () => {
  it('shows the categories the menu settings allow, esports split out, DS88 hidden', async () => {
    // The site bootstrap loads the menu settings once at start; here the test does.
    const store = createStore();
    const settings = await toResult(api.GET('/wps/system/menuSettings'));
    if (!settings.ok) throw settings.error;
    store.set(menuSettingsAtom, settings.value);
    await renderPortal(<GameNav />, { store });
    await screen.findByRole('button', { name: 'Slots' });
    const names = screen.getAllByRole('button').map((b) => b.textContent?.replace('▾', '').trim());
    expect(names).toEqual([
      'Live casino',
      'Slots',
      'Fishing',
      'Card games',
      'Sports',
      'E-sports',
      'Lottery',
      'E-lottery',
    ]);
    expect(store.get(prizeModeAtom)).toBe('ELOTT');
  });

  it('opens a menu from the keyboard before its dropdown code has loaded', async () => {
    await renderPortal(<GameNav />);
    const slots = await screen.findByRole('button', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-haspopup', 'menu');
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    slots.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    // The real trigger took the focus over from the deferred one.
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveFocus();
  });

  it('lists at most 11 vendors of a category, each linking to its lobby with the vendor chosen', async () => {
    await renderPortal(<GameNav />);
    await userEvent.click(await screen.findByRole('button', { name: 'Slots' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('All Slots');
    expect(items[0]).toHaveAttribute('href', '/rng');
    expect(within(menu).getByRole('menuitem', { name: 'PG Soft' })).toHaveAttribute(
      'href',
      '/rng?page=PG',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    const live = await screen.findByRole('menu');
    expect(within(live).getByRole('menuitem', { name: 'Evolution' })).toHaveAttribute(
      'href',
      '/live?page=EVO',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'E-sports' }));
    const esports = await screen.findByRole('menu');
    expect(within(esports).getByRole('menuitem', { name: 'IM Esports' })).toHaveAttribute(
      'href',
      '/esports',
    );
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Lottery' }));
    const lottery = await screen.findByRole('menu');
    expect(within(lottery).getByRole('menuitem', { name: 'SEA 4D Lottery' })).toHaveAttribute(
      'href',
      '/lottery?vendor=TCG_SEA',
    );
  });
});

/** The address the portal is at (the member centre lives in it). */
describe('More menu', () => {
  it('offers invite friends (referral enabled), sends visitors to log in and opens dialogs', async () => {
    const { store } = await renderPortal(
      <>
        <MoreMenu />
        <AddressProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Invite friends' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Invite friends', 'Reward centre', 'Events', 'Help centre', 'Language']);
    expect(within(menu).getByRole('menuitem', { name: 'Events' })).toHaveAttribute(
      'href',
      '/promotions',
    );

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reward centre' }));
    expect(store.get(openDialogAtom)).toBe('login');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);

    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Help centre' }));
    expect(store.get(openDialogAtom)).toBe('help');
  });

  it('hides invite friends while the referral promotion is disabled', async () => {
    const referral = mock.backend.db.promotions.all().find((p) => p.promotionType === 'REFERRAL');
    if (!referral) throw new Error('the mock has no referral promotion');
    await mock.backend.db.promotions.update(referral.id, (draft) => {
      draft.enabled = false;
    });
    try {
      await renderPortal(<MoreMenu />);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      const menu = await screen.findByRole('menu');
      await within(menu).findByRole('menuitem', { name: 'Events' });
      expect(within(menu).queryByRole('menuitem', { name: 'Invite friends' })).toBeNull();
    } finally {
      await mock.backend.db.promotions.update(referral.id, (draft) => {
        draft.enabled = true;
      });
    }
  });

  // Promotions (issue 15): the Events entry carries the count of what can be joined or claimed.
  it('badges Events with the available count for a member, never for a visitor', async () => {
    const store = await signedInStore('demoplayer');
    store.set(availablePromoCountAtom, 3);
    try {
      await renderPortal(<MoreMenu />, { store });
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      const menu = await screen.findByRole('menu');
      const events = await within(menu).findByRole('menuitem', {
        name: /^Events\s*3 promotions or rewards available$/,
      });
      expect(events).toHaveAttribute('href', '/promotions');
    } finally {
      sessionStorage.clear();
    }
  });
});
