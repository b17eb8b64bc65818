// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../tests/setup/portal-mock';
import { api } from '../api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { openDialogAtom, warningAtom } from '../stores/dialog-atoms';
import {
  currentGameAtom,
  gameMaintenanceAtom,
  gamePopupVendorAtom,
  launchAddressAtom,
  recentGamesVersionAtom,
} from '../stores/game-area-atoms';
import { launchedNodeIdAtom, launchingGameIdAtom } from './launch-atoms';
import { useGameLauncher, type LaunchOutcome } from './use-launch-game';
import { signedInStore } from '../../testing/signed-in-store';

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

async function findGame(
  gameType: GameType,
  matches: (game: Game) => boolean,
  gameName?: string,
): Promise<Game> {
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

let launch: (game: Game) => Promise<LaunchOutcome> = () => Promise.reject(new Error('not ready'));
function Harness() {
  const launcher = useGameLauncher();
  useEffect(() => {
    launch = launcher;
  }, [launcher]);
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
const where = () => screen.getByTestId('location').textContent;

async function launchAs(store: ReturnType<typeof createStore>, game: Game) {
  await renderPortal(<Harness />, { store, route: '/rng' });
  let outcome: LaunchOutcome = 'failed';
  await act(async () => {
    outcome = await launch(game);
  });
  return outcome;
}

const single = (g: Game) => g.isGame === 'GAME' && g.maintenance === null;

describe('useLaunchGame with the real mock', () => {
  it('opens the login dialog for a visitor and does nothing else', async () => {
    const game = await findGame('RNG', single);
    const store = createStore();
    expect(await launchAs(store, game)).toBe('needsLogin');
    expect(store.get(openDialogAtom)).toBe('login');
    expect(store.get(launchAddressAtom)).toBeNull();
    expect(where()).toBe('/rng');
  });

  it('launches a slot into the in-frame page and bumps the recent games', async () => {
    const store = await signedInStore('demoplayer');
    const game = await findGame('RNG', single);
    expect(await launchAs(store, game)).toBe('frame');
    expect(where()).toBe(`/game?nodeId=${game.nodeId}`);
    expect(store.get(launchAddressAtom)).toMatch(
      new RegExp(`/sandbox/game/${game.nodeId}\\?token=.+&lang=EN&device=WEB&backUrl=`),
    );
    expect(store.get(launchedNodeIdAtom)).toBe(game.nodeId);
    expect(store.get(currentGameAtom)).toEqual(game);
    expect(store.get(recentGamesVersionAtom)).toBe(1);
    expect(store.get(launchingGameIdAtom)).toBeNull();
    const recent = await toResult(api.GET('/wps/relay/GCS_recentGame', {}));
    if (!recent.ok) throw recent.error;
    expect(recent.value.list[0]?.nodeId).toBe(game.nodeId);
  });

  it('lets a trial account play a slot but warns on a live game', async () => {
    const store = await signedInStore('demotrial');
    expect(await launchAs(store, await findGame('RNG', single))).toBe('frame');
    const live = await findGame('LIVE', (g) => single(g) && g.vendor !== 'EVO');
    let outcome: LaunchOutcome = 'frame';
    await act(async () => {
      outcome = await launch(live);
    });
    expect(outcome).toBe('failed');
    expect(store.get(warningAtom)).toEqual({
      key: 'in_need_true_account',
      confirmKey: 'in_increase_submit',
    });
  });

  it('opens the maintenance dialog with the end time and suggestions', async () => {
    const store = await signedInStore('demoplayer');
    const golden = await findGame('RNG', (g) => g.gameName === 'Golden Empire', 'Golden Empire');
    expect(golden.maintenance).not.toBeNull();
    expect(await launchAs(store, golden)).toBe('failed');
    expect(store.get(openDialogAtom)).toBe('gameMaintenance');
    const notice = store.get(gameMaintenanceAtom);
    expect(notice?.game).toEqual(golden);
    expect(notice?.endTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(notice?.suggestions.length).toBeGreaterThan(0);
    expect(where()).toBe('/rng');
  });

  it('opens the popup list for a VASSALAGE vendor card without calling the server', async () => {
    const store = await signedInStore('demoplayer');
    const card = await findGame('RNG', (g) => g.isGame === 'VASSALAGE');
    const calls = vi.spyOn(globalThis, 'fetch');
    expect(await launchAs(store, card)).toBe('vendorPopup');
    expect(calls).not.toHaveBeenCalled();
    expect(store.get(gamePopupVendorAtom)).toEqual(card);
    expect(store.get(openDialogAtom)).toBe('gamePopup');
  });

  it('sends a lottery game to the lottery page', async () => {
    const store = await signedInStore('demoplayer');
    const lottery = await findGame('LOTT', (g) => g.vendor === 'TCG_LOTTO_VN');
    expect(await launchAs(store, lottery)).toBe('lottery');
    expect(where()).toMatch(/^\/lottery\?gameCode=.+&vendor=TCG_LOTTO_VN/);
  });

  it('opens a newWindow game in a new window, or in the frame when the window is blocked', async () => {
    const store = await signedInStore('demoplayer');
    const evo = await findGame('LIVE', (g) => single(g) && g.vendor === 'EVO');
    const opened = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as Window);
    expect(await launchAs(store, evo)).toBe('newWindow');
    expect(open).toHaveBeenCalledWith(expect.stringContaining('/sandbox/game/'), '_blank');
    expect(opened.opener).toBeNull();
    expect(where()).toBe('/rng');

    open.mockReturnValue(null);
    let outcome: LaunchOutcome = 'failed';
    await act(async () => {
      outcome = await launch(evo);
    });
    expect(outcome).toBe('frame');
    expect(where()).toBe(`/game?nodeId=${evo.nodeId}`);
  });

  it('ignores clicks while a launch is in flight', async () => {
    const store = await signedInStore('demoplayer');
    const game = await findGame('RNG', single);
    await renderPortal(<Harness />, { store, route: '/rng' });
    let outcomes: LaunchOutcome[] = [];
    await act(async () => {
      outcomes = await Promise.all([launch(game), launch(game), launch(game)]);
    });
    expect(outcomes).toEqual(['frame', 'ignored', 'ignored']);
    expect(store.get(recentGamesVersionAtom)).toBe(1);
  });
});
