// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { launchedNodeIdAtom } from '../../../lib/games/launch-atoms';
import { normaliseLanes } from '../../../lib/games/vendor-categories';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import {
  currentGameAtom,
  gameMenusAtom,
  launchAddressAtom,
  recentGamesVersionAtom,
} from '../../../lib/stores/game-area-atoms';
import FbSportsScreen from './fb-sports-screen';
import GameFrameScreen from './game-frame-screen';
import SeamlessScreen from './seamless-screen';
import { signedInStore } from '../../../testing/signed-in-store';

type Game = components['schemas']['Game'];
type GameType = components['schemas']['GameType'];

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

async function findGame(gameType: GameType, matches: (g: Game) => boolean, gameName?: string) {
  const list = await toResult(
    api.GET('/lgw/games/list', {
      params: { query: { gameType, pageSize: 100, ...(gameName ? { gameName } : {}) } },
    }),
  );
  if (!list.ok) throw list.error;
  const game = list.value.games.find(matches);
  if (!game) throw new Error(`no ${gameType} game matches`);
  return game;
}
const single = (g: Game) => g.isGame === 'GAME' && g.maintenance === null;

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

const frameOf = () => document.querySelector('iframe');

describe('the in-frame game page /game', () => {
  it('asks a visitor to log in, then launches the deep-linked game', async () => {
    const game = await findGame('RNG', single);
    const store = createStore();
    await renderPortal(<GameFrameScreen />, { store, route: `/game?nodeId=${game.nodeId}` });
    expect(await screen.findByText('Log in to play this game.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openDialogAtom)).toBe('login');
    expect(frameOf()).toBeNull();

    await signedInStore('demoplayer', store);
    await waitFor(() => expect(frameOf()).not.toBeNull());
    const frame = frameOf();
    expect(frame?.getAttribute('src')).toContain(`/sandbox/game/${game.nodeId}?token=`);
    // The vendor's way back is the portal's home, not this page.
    expect(new URL(frame?.getAttribute('src') ?? '').searchParams.get('backUrl')).toBe(
      `${window.location.origin}/`,
    );
    expect(store.get(recentGamesVersionAtom)).toBe(1);
    // The name comes from the recent list the launch wrote.
    await waitFor(() => expect(frame).toHaveAttribute('title', game.gameName));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(game.gameName);
    expect(store.get(currentGameAtom)).toEqual(game);
  });

  it('shows the address a launch just stored without launching again', async () => {
    const store = await signedInStore('demoplayer');
    const game = await findGame('RNG', single);
    store.set(launchAddressAtom, `/sandbox/game/${game.nodeId}?token=fresh`);
    store.set(launchedNodeIdAtom, game.nodeId);
    store.set(currentGameAtom, game);
    const calls = vi.spyOn(globalThis, 'fetch');
    await renderPortal(
      <>
        <GameFrameScreen />
        <Where />
      </>,
      { store, route: `/game?nodeId=${game.nodeId}` },
    );
    const frame = screen.getByTitle(game.gameName);
    expect(frame).toHaveAttribute('src', `/sandbox/game/${game.nodeId}?token=fresh`);
    expect(calls).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(store.get(launchAddressAtom)).toBeNull();
  });

  it('takes the launch hand-off once: the page never launches again while it is still shown', async () => {
    const store = await signedInStore('demoplayer');
    const game = await findGame('RNG', single);
    store.set(launchAddressAtom, `/sandbox/game/${game.nodeId}?token=fresh`);
    store.set(launchedNodeIdAtom, game.nodeId);
    store.set(currentGameAtom, game);
    const calls = vi.spyOn(globalThis, 'fetch');
    await renderPortal(
      <StrictMode>
        <GameFrameScreen />
      </StrictMode>,
      { store, route: `/game?nodeId=${game.nodeId}` },
    );
    // Taken by the page: the store holds no address a later visit could show.
    await waitFor(() => expect(store.get(launchAddressAtom)).toBeNull());
    expect(store.get(launchedNodeIdAtom)).toBeNull();
    // With the store's hand-off gone the page still shows its frame and asks for no launch. (Back
    // used to clear the hand-off before its history step landed, and the page, still shown,
    // launched the game once more on its way out.)
    expect(screen.getByTitle(game.gameName)).toHaveAttribute(
      'src',
      `/sandbox/game/${game.nodeId}?token=fresh`,
    );
    const launches = calls.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter((url) => url.includes('/wps/game/launchGame'));
    expect(launches).toEqual([]);
  });

  it('shows maintenance with the end time and suggestions on a deep link', async () => {
    const store = await signedInStore('demoplayer');
    const golden = await findGame('RNG', (g) => g.gameName === 'Golden Empire', 'Golden Empire');
    await renderPortal(
      <>
        <GameFrameScreen />
        <Where />
      </>,
      { store, route: `/game?nodeId=${golden.nodeId}` },
    );
    expect(await screen.findByText(/This game is under maintenance\./)).toBeVisible();
    expect(screen.getByText('Expected back:')).toBeVisible();
    const suggestions = within(screen.getByRole('list')).getAllByRole('button');
    expect(suggestions.length).toBeGreaterThan(0);
    await userEvent.click(suggestions[0] as HTMLElement);
    await waitFor(() => expect(frameOf()).not.toBeNull());
    expect(screen.getByTestId('location').textContent).not.toContain(golden.nodeId);
  });

  it('tells a trial account a live game needs a real account, without a retry', async () => {
    const store = await signedInStore('demotrial');
    const live = await findGame('LIVE', (g) => single(g) && g.vendor !== 'EVO');
    await renderPortal(<GameFrameScreen />, { store, route: `/game?nodeId=${live.nodeId}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is a trial account. Please sign in with a real account to continue.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so when no game is named', async () => {
    await renderPortal(<GameFrameScreen />, { route: '/game' });
    expect(screen.getByText('No game was chosen. Pick one in a lobby.')).toBeVisible();
  });
});

async function menus() {
  const result = await toResult(api.GET('/lgw/games/game_menus'));
  if (!result.ok) throw result.error;
  return normaliseLanes(result.value);
}

describe('the sports-vendor page /fbsports', () => {
  it('opens FB Sports by default and switches between the sports books', async () => {
    const store = await signedInStore('demoplayer');
    store.set(gameMenusAtom, await menus());
    await renderPortal(<FbSportsScreen />, { store, route: '/fbsports' });
    await waitFor(() => expect(frameOf()).not.toBeNull());
    expect(frameOf()).toHaveAttribute('title', 'FB Sports');
    const books = screen.getByRole('navigation', { name: 'Sports books' });
    expect(within(books).getByRole('link', { name: 'FB Sports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(books).queryByRole('link', { name: 'IM Esports' })).toBeNull();

    await userEvent.click(within(books).getByRole('link', { name: 'CMD368' }));
    expect(await screen.findByText(/This game is under maintenance\./)).toBeVisible();
    expect(frameOf()).toBeNull();

    await userEvent.click(within(books).getByRole('link', { name: 'SABA Sports' }));
    await waitFor(() => expect(frameOf()).toHaveAttribute('title', 'SABA Sports'));
  });

  it('waits for the menus before choosing a book', async () => {
    const store = await signedInStore('demoplayer');
    await renderPortal(<FbSportsScreen />, { store, route: '/fbsports' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sports books…');
  });
});

describe('the seamless-game page /seamless', () => {
  it('opens the game named by gameCode and vendor in the frame', async () => {
    const store = await signedInStore('demoplayer');
    const game = await findGame('RNG', single);
    await renderPortal(<SeamlessScreen />, {
      store,
      route: `/seamless?gameCode=${game.gameCode}&vendor=${game.vendor.toLowerCase()}`,
    });
    await waitFor(() => expect(frameOf()).not.toBeNull());
    expect(frameOf()?.getAttribute('src')).toContain(`/sandbox/game/${game.nodeId}?token=`);
    await waitFor(() => expect(frameOf()).toHaveAttribute('title', game.gameName));
  });

  it('says what it needs when the address names no game', async () => {
    await renderPortal(<SeamlessScreen />, { route: '/seamless' });
    expect(screen.getByText(/none was given/)).toBeVisible();
  });
});
