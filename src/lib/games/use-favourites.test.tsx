// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { createStore } from 'jotai';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../tests/setup/portal-mock';
import { api } from '../api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../stores/dialog-atoms';
import { gameFavIdsAtom } from '../stores/game-area-atoms';
import { tokenAtom } from '../stores/session-atoms';
import { useFavourites } from './use-favourites';
import { signedInStore } from '../../testing/signed-in-store';

type Game = components['schemas']['Game'];

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

async function someSlots(count: number): Promise<Game[]> {
  const list = await toResult(
    api.GET('/lgw/games/list', { params: { query: { gameType: 'RNG', pageSize: 30 } } }),
  );
  if (!list.ok) throw list.error;
  return list.value.games.filter((g) => g.isGame === 'GAME').slice(0, count);
}

function renderFavourites(store: ReturnType<typeof createStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useFavourites(), { wrapper });
}

async function serverIds(): Promise<string[]> {
  const ids = await toResult(api.GET('/wps/game/favorite/ids'));
  if (!ids.ok) throw ids.error;
  return ids.value;
}

describe('useFavourites with the real mock', () => {
  it('loads the favourite ids once per session', async () => {
    const store = await signedInStore('demoplayer');
    const seeded = await serverIds();
    expect(seeded.length).toBeGreaterThan(0);
    const first = renderFavourites(store);
    await waitFor(() => expect(store.get(gameFavIdsAtom)).toEqual(seeded));
    const [id] = seeded;
    if (!id) throw new Error('demoplayer has no favourites');
    expect(first.result.current.isFavourite(id)).toBe(true);

    // A load starts in the hook's effect, which the render has run: no request and the list kept.
    const calls = vi.spyOn(api, 'GET');
    renderFavourites(store);
    expect(calls).not.toHaveBeenCalled();
    expect(store.get(gameFavIdsAtom)).toEqual(seeded);
  });

  it('adds a game, then removes it, updating the list and the version without a reload', async () => {
    const store = await signedInStore('demovip');
    const { result } = renderFavourites(store);
    await waitFor(() => expect(store.get(gameFavIdsAtom).length).toBeGreaterThan(0));
    const before = store.get(gameFavIdsAtom);
    const [slot] = (await someSlots(30)).filter((g) => !before.includes(g.nodeId));
    if (!slot) throw new Error('no slot outside the favourites');
    expect(result.current.isFavourite(slot.nodeId)).toBe(false);
    expect(result.current.version).toBe(0);

    let toggled: Promise<void> = Promise.resolve();
    act(() => {
      toggled = result.current.toggle(slot);
    });
    expect(result.current.isBusy(slot.nodeId)).toBe(true);
    await act(() => toggled);
    expect(result.current.isBusy(slot.nodeId)).toBe(false);
    expect(result.current.isFavourite(slot.nodeId)).toBe(true);
    expect(result.current.version).toBe(1);
    expect(await serverIds()).toContain(slot.nodeId);

    await act(() => result.current.toggle(slot));
    expect(result.current.isFavourite(slot.nodeId)).toBe(false);
    expect(result.current.version).toBe(2);
    expect(await serverIds()).not.toContain(slot.nodeId);
    expect(store.get(gameFavIdsAtom)).toEqual(before);
  });

  it('ignores a second toggle of the same game while the first is in flight', async () => {
    const store = await signedInStore('demosms');
    const { result } = renderFavourites(store);
    await waitFor(() => expect(result.current.version).toBe(0));
    const [slot] = await someSlots(1);
    if (!slot) throw new Error('no slot');
    await act(async () => {
      await Promise.all([result.current.toggle(slot), result.current.toggle(slot)]);
    });
    expect(result.current.isFavourite(slot.nodeId)).toBe(true);
    expect(result.current.version).toBe(1);
  });

  it('shows the catalogue warning when the server refuses', async () => {
    const store = await signedInStore('demosubplayer');
    const { result } = renderFavourites(store);
    const [slot] = await someSlots(1);
    if (!slot) throw new Error('no slot');
    await act(() => result.current.toggle({ ...slot, nodeId: 'no-such-game' }));
    expect(store.get(warningAtom)).toEqual({ key: 'not_found' });
    expect(result.current.isBusy('no-such-game')).toBe(false);
    expect(result.current.version).toBe(0);
  });

  it('asks a visitor to log in and clears the ids when the session ends', async () => {
    const store = await signedInStore('demoplayer');
    const { result } = renderFavourites(store);
    await waitFor(() => expect(store.get(gameFavIdsAtom).length).toBeGreaterThan(0));
    act(() => store.set(tokenAtom, null));
    sessionStorage.clear();
    await waitFor(() => expect(store.get(gameFavIdsAtom)).toEqual([]));
    const [slot] = await someSlots(1);
    if (!slot) throw new Error('no slot');
    expect(result.current.isFavourite(slot.nodeId)).toBe(false);
    await act(() => result.current.toggle(slot));
    expect(store.get(openDialogAtom)).toBe('login');
  });
});
