// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { gamePopupVendorAtom } from '../../../lib/stores/game-area-atoms';
import GamePopupDialog from './game-popup-dialog';
import { signedInStore } from '../../../testing/signed-in-store';

type Game = components['schemas']['Game'];

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  // Enough slots that a vendor's list runs over one page of 30.
  await mock.backend.reset({ sizes: { ...mock.backend.seed.sizes, slotGames: 1_000 } });
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => sessionStorage.clear());
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

async function vendorCard(vendor: string): Promise<Game> {
  const list = await toResult(
    api.GET('/lgw/games/list', { params: { query: { gameType: 'RNG', pageSize: 100 } } }),
  );
  if (!list.ok) throw list.error;
  const card = list.value.games.find((g) => g.isGame === 'VASSALAGE' && g.vendor === vendor);
  if (!card) throw new Error(`no vendor card ${vendor}`);
  return card;
}

async function vendorTotal(vendor: string, gameName?: string): Promise<number> {
  const list = await toResult(
    api.GET('/lgw/games/list', {
      params: { query: { gameType: 'RNG', vassalage: vendor, ...(gameName ? { gameName } : {}) } },
    }),
  );
  if (!list.ok) throw list.error;
  return list.value.totalCount;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

async function openPopup(card: Game, store = createStore()) {
  store.set(gamePopupVendorAtom, card);
  store.set(openDialogAtom, 'gamePopup');
  const onClose = vi.fn();
  await renderPortal(
    <>
      <GamePopupDialog onClose={onClose} />
      <Where />
    </>,
    { store, route: '/rng' },
  );
  return { store, onClose, dialog: await screen.findByRole('dialog') };
}

const cards = (dialog: HTMLElement) => dialog.querySelectorAll('article[data-game-card]');

describe('GamePopupDialog with the real mock', () => {
  it("lists the vendor's games, 30 at a time with load more", async () => {
    const card = await vendorCard('KA');
    const total = await vendorTotal('KA');
    expect(total).toBeGreaterThan(30);
    const { dialog } = await openPopup(card);
    expect(dialog).toHaveAccessibleName(`${card.gameName} games`);
    await within(dialog).findByText(`Showing 30 of ${total} games`);
    expect(cards(dialog)).toHaveLength(30);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more games' }));
    const shown = Math.min(60, total);
    await within(dialog).findByText(`Showing ${shown} of ${total} games`);
    expect(cards(dialog)).toHaveLength(shown);
  });

  it('searches by name and says when nothing matches', async () => {
    const card = await vendorCard('KA');
    const { dialog } = await openPopup(card);
    await within(dialog).findByText(/^Showing \d+ of \d+ games$/);
    const first = cards(dialog)[0]?.querySelector('.game-card__name')?.textContent ?? '';
    const word = first.split(' ')[0] ?? '';
    const matching = await vendorTotal('KA', word);

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search games' }), word);
    await within(dialog).findByText(`Showing ${matching} of ${matching} games`, undefined, {
      timeout: 2_000,
    });
    await userEvent.clear(within(dialog).getByRole('searchbox', { name: 'Search games' }));
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzzz no such game');
    await within(dialog).findByText('No games match “zzzz no such game”.', undefined, {
      timeout: 2_000,
    });
    expect(cards(dialog)).toHaveLength(0);
  });

  it('launches a game of the list and closes', async () => {
    const store = await signedInStore('demoplayer');
    const { dialog } = await openPopup(await vendorCard('KA'), store);
    await within(dialog).findByText(/^Showing \d+ of \d+ games$/);
    const first = cards(dialog)[0];
    const nodeId = first?.getAttribute('data-game-card');
    const name = first?.querySelector('.game-card__name')?.textContent ?? '';
    await userEvent.click(within(dialog).getByRole('button', { name }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/game?nodeId=${nodeId}`),
    );
    expect(store.get(openDialogAtom)).toBeNull();
  });

  it('has favourite toggles for a member, none for a visitor', async () => {
    const card = await vendorCard('KA');
    const visitor = await openPopup(card);
    await within(visitor.dialog).findByText(/^Showing/);
    expect(visitor.dialog.querySelectorAll('.game-card__favourite')).toHaveLength(0);
    cleanup();

    const member = await openPopup(card, await signedInStore('demosms'));
    await within(member.dialog).findByText(/^Showing 30 of/);
    const hearts = member.dialog.querySelectorAll('.game-card__favourite');
    expect(hearts).toHaveLength(30);
    const first = hearts[0];
    if (!(first instanceof HTMLElement)) throw new Error('no heart');
    expect(first).toHaveAccessibleName(/^Add .+ to favourites$/);
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    expect(first).toHaveAccessibleName(/^Remove .+ from favourites$/);
  });

  it('asks a visitor to log in before launching', async () => {
    const { dialog, store } = await openPopup(await vendorCard('KA'));
    await within(dialog).findByText(/^Showing/);
    const name = cards(dialog)[0]?.querySelector('.game-card__name')?.textContent ?? '';
    await userEvent.click(within(dialog).getByRole('button', { name }));
    expect(store.get(openDialogAtom)).toBe('login');
  });
});
