// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../tests/setup/portal-mock';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { api } from '../../lib/api/api-client';
import { pendingLaunchAtom } from '../../lib/games/pending-launch';
import { normaliseLanes } from '../../lib/games/vendor-categories';
import { openDialogAtom } from '../../lib/stores/dialog-atoms';
import { gameMenusAtom } from '../../lib/stores/game-area-atoms';
import { renderPortal, type PortalStore } from '../../testing/render-portal';
import { signedInStore } from '../../testing/signed-in-store';
import GameFrameScreen from '../../features/game-launch/components/game-frame-screen';
import LobbyScreen from '../../features/game-lobby/components/lobby-screen';
import { PendingLaunchHost } from './pending-launch-host';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
const where = () => screen.getByTestId('location').textContent ?? '';

/** The launchGame requests the portal sent through fetch. */
function launchRequests(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes('/wps/game/launchGame'));
}

/** The slot lobby searched for one game, the game page, and the host, as the app mounts them. */
async function renderLobbyAndGame(store: PortalStore) {
  const menus = await toResult(api.GET('/lgw/games/game_menus'));
  if (!menus.ok) throw menus.error;
  store.set(gameMenusAtom, normaliseLanes(menus.value));
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  await renderPortal(
    // StrictMode runs every effect twice on mount, as `npm run dev` does.
    <StrictMode>
      <Routes>
        <Route path="/rng" element={<LobbyScreen gameKind="RNG" />} />
        <Route path="/game" element={<GameFrameScreen />} />
      </Routes>
      <PendingLaunchHost />
      <Where />
    </StrictMode>,
    { store, route: '/rng?q=Fortune%20Tiger' },
  );
  return fetchSpy;
}
const card = () => screen.findByRole('button', { name: 'Fortune Tiger' });
const frame = () => document.querySelector('iframe');

describe('one launch per click', () => {
  it('a member’s click sends launchGame exactly once and shows the game', async () => {
    const store = await signedInStore('demoplayer');
    const fetchSpy = await renderLobbyAndGame(store);
    await userEvent.click(await card());
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(where()).toMatch(/^\/game\?nodeId=/);
    expect(launchRequests(fetchSpy)).toHaveLength(1);
  });
});

describe('a visitor’s click before logging in', () => {
  it('is played once the login and its welcome are over, exactly once', async () => {
    const store = createStore();
    const fetchSpy = await renderLobbyAndGame(store);
    await userEvent.click(await card());
    expect(store.get(openDialogAtom)).toBe('login');
    expect(store.get(pendingLaunchAtom)?.game.gameName).toBe('Fortune Tiger');
    expect(launchRequests(fetchSpy)).toHaveLength(0);

    await act(async () => {
      await signedInStore('demoplayer', store);
      // The login's welcome shows first; the game waits until it is closed ("Let's play").
      store.set(openDialogAtom, 'afterLogin');
    });
    expect(launchRequests(fetchSpy)).toHaveLength(0);
    expect(store.get(pendingLaunchAtom)).not.toBeNull();
    act(() => store.set(openDialogAtom, null));
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(where()).toMatch(/^\/game\?nodeId=/);
    expect(store.get(pendingLaunchAtom)).toBeNull();
    expect(launchRequests(fetchSpy)).toHaveLength(1);
  });

  it('is forgotten when the login dialog is dismissed', async () => {
    const store = createStore();
    const fetchSpy = await renderLobbyAndGame(store);
    await userEvent.click(await card());
    expect(store.get(openDialogAtom)).toBe('login');
    act(() => store.set(openDialogAtom, null));
    expect(store.get(pendingLaunchAtom)).toBeNull();

    await act(async () => {
      await signedInStore('demoplayer', store);
    });
    await screen.findByRole('list', { name: 'Games' });
    expect(where()).toBe('/rng?q=Fortune%20Tiger');
    expect(launchRequests(fetchSpy)).toHaveLength(0);
  });

  it('waits for a forced password change, and survives a switch to registration', async () => {
    const store = createStore();
    const fetchSpy = await renderLobbyAndGame(store);
    await userEvent.click(await card());
    act(() => store.set(openDialogAtom, 'register'));
    expect(store.get(pendingLaunchAtom)).not.toBeNull();
    act(() => store.set(openDialogAtom, 'changePassword'));
    await act(async () => {
      await signedInStore('demoplayer', store);
    });
    expect(store.get(pendingLaunchAtom)).not.toBeNull();
    expect(launchRequests(fetchSpy)).toHaveLength(0);

    act(() => store.set(openDialogAtom, null));
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(launchRequests(fetchSpy)).toHaveLength(1);
  });
});
