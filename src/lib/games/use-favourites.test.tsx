// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../tests/setup/portal-mock';
import { api } from '../api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../stores/dialog-atoms';
import { tokenAtom } from '../stores/session-atoms';
import { useFavourites } from './use-favourites';
import { $api } from '../api/api-queries';
import { createTestQueryClient } from '../../testing/render-portal';
import { signedInStore } from '../../testing/signed-in-store';
import { listFavoriteGameIdsOptions } from './api/use-list-favorite-game-ids';

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

function wrapperFor(store: ReturnType<typeof createStore>, queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>{children}</Provider>
    </QueryClientProvider>
  );
}

function renderFavourites(
  store: ReturnType<typeof createStore>,
  queryClient: QueryClient = createTestQueryClient(),
) {
  return {
    ...renderHook(() => useFavourites(), { wrapper: wrapperFor(store, queryClient) }),
    queryClient,
  };
}

/** The ids the query cache holds (what every heart reads). */
function cachedIds(queryClient: QueryClient): string[] {
  return (
    queryClient.getQueryData<{ value: string[] }>(listFavoriteGameIdsOptions().queryKey)?.value ??
    []
  );
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
    await waitFor(() => expect(cachedIds(first.queryClient)).toEqual(seeded));
    const [id] = seeded;
    if (!id) throw new Error('demoplayer has no favourites');
    expect(first.result.current.isFavourite(id)).toBe(true);

    // A second user of the ids in the same session reads the cache: the render (and its effects,
    // which renderHook runs inside act) asked the server for nothing.
    const calls = vi.spyOn(globalThis, 'fetch');
    const second = renderFavourites(store, first.queryClient);
    expect(second.result.current.isFavourite(id)).toBe(true);
    expect(calls).not.toHaveBeenCalled();
  });

  it('adds a game, then removes it, updating the list and the version without a reload', async () => {
    const store = await signedInStore('demovip');
    const { result, queryClient } = renderFavourites(store);
    await waitFor(() => expect(cachedIds(queryClient).length).toBeGreaterThan(0));
    const before = cachedIds(queryClient);
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
    expect(cachedIds(queryClient)).toEqual(before);
  });

  it('refreshes a favourite game list after a favourite is added', async () => {
    const store = await signedInStore('demovip');
    const queryClient = createTestQueryClient();
    const query = { params: { query: { gameType: 'RNG' as const, pageNo: 1, pageSize: 100 } } };
    const { result } = renderHook(
      () => ({
        favourites: useFavourites(),
        list: $api.useQuery('get', '/wps/game/favorite', query, { staleTime: Infinity }),
      }),
      { wrapper: wrapperFor(store, queryClient) },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const listed = () => result.current.list.data?.value.list.map((g) => g.nodeId) ?? [];
    const [slot] = (await someSlots(30)).filter((g) => !listed().includes(g.nodeId));
    if (!slot) throw new Error('no slot outside the favourites');

    await act(() => result.current.favourites.toggle(slot));
    await waitFor(() => expect(listed()).toContain(slot.nodeId));
    await act(() => result.current.favourites.toggle(slot));
    await waitFor(() => expect(listed()).not.toContain(slot.nodeId));
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
    const { result, queryClient } = renderFavourites(store);
    await waitFor(() => expect(cachedIds(queryClient).length).toBeGreaterThan(0));
    const [favourite] = cachedIds(queryClient);
    act(() => store.set(tokenAtom, null));
    sessionStorage.clear();
    expect(result.current.isFavourite(favourite ?? '')).toBe(false);
    const [slot] = await someSlots(1);
    if (!slot) throw new Error('no slot');
    expect(result.current.isFavourite(slot.nodeId)).toBe(false);
    await act(() => result.current.toggle(slot));
    expect(store.get(openDialogAtom)).toBe('login');
  });
});
