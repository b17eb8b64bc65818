// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { AddressProbe } from '../../../testing/address-probe';
import { renderPortal } from '../../../testing/render-portal';
import { BottomNav } from './bottom-nav';

async function renderBar(options: { route?: string; member?: boolean } = {}) {
  const store = createStore();
  store.set(tokenAtom, options.member ? 'member-token' : null);
  const onOpenGames = vi.fn();
  await renderPortal(
    <>
      <BottomNav onOpenGames={onOpenGames} />
      <AddressProbe />
    </>,
    { store, route: options.route ?? '/' },
  );
  const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
  return { store, onOpenGames, bar };
}

const address = () => screen.getByTestId('address').textContent;

describe('BottomNav', () => {
  it('has five items with their labels, Home current on the home page', async () => {
    const { bar } = await renderBar();
    const home = within(bar).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    for (const name of ['Games', 'Deposit', 'Account']) {
      const item = within(bar).getByRole('button', { name });
      expect(item).not.toHaveAttribute('aria-current');
    }
    expect(bar.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('marks Games on a lobby and Promotions on the promotions page', async () => {
    const lobby = await renderBar({ route: '/rng?page=PG' });
    expect(within(lobby.bar).getByRole('button', { name: 'Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    lobby.bar.ownerDocument.body.innerHTML = '';
    const promotions = await renderBar({ route: '/promotions' });
    expect(within(promotions.bar).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the games chooser', async () => {
    const { bar, onOpenGames } = await renderBar();
    await userEvent.click(within(bar).getByRole('button', { name: 'Games' }));
    expect(onOpenGames).toHaveBeenCalledOnce();
  });

  it('sends a visitor to the login dialog from Deposit and Account, the address unchanged', async () => {
    const { bar, store } = await renderBar();
    await userEvent.click(within(bar).getByRole('button', { name: 'Deposit' }));
    expect(store.get(openDialogAtom)).toBe('login');
    store.set(openDialogAtom, null);
    await userEvent.click(within(bar).getByRole('button', { name: 'Account' }));
    expect(store.get(openDialogAtom)).toBe('login');
    expect(address()).toBe('/');
  });

  it('opens the member centre for a member: Deposit at its deposit page, Account at its default', async () => {
    const { bar, store } = await renderBar({ route: '/live', member: true });
    await userEvent.click(within(bar).getByRole('button', { name: 'Deposit' }));
    expect(address()).toBe('/live?mc=depositv2');
    expect(within(bar).getByRole('button', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Account' }));
    expect(address()).toBe('/live?mc=securityCenter');
    expect(within(bar).getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(store.get(openDialogAtom)).toBeNull();
  });
});
