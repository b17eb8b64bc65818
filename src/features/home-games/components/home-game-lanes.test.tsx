// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { getHotGamesOptions } from '../../../lib/games/api/use-get-hot-games';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { normaliseLanes } from '../../../lib/games/vendor-categories';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { gameMenusAtom, gameVendorAtom } from '../../../lib/stores/game-area-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { HomeGameLanes } from './home-game-lanes';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
const requested: string[] = [];
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requested.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
beforeEach(() => {
  requested.length = 0;
  sessionStorage.clear();
});
afterEach(() => {
  mock.server.resetHandlers();
  expect(mock.violations).toEqual([]);
});
afterAll(() => mock.server.close());

/** The store as the header leaves it: the game menus loaded and normalised. */
async function storeWithMenus() {
  const menus = await toResult(api.GET('/lgw/games/game_menus'));
  if (!menus.ok) throw menus.error;
  const store = createStore();
  store.set(gameMenusAtom, normaliseLanes(menus.value));
  return store;
}

async function signedIn(store: ReturnType<typeof createStore>, account = 'demoplayer') {
  const login = await toResult(
    api.POST('/wps/session/login', {
      body: { username: account, password: 'demo1234', type: 'username' },
    }),
  );
  if (!login.ok) throw new Error(`login ${account}: ${login.error.key}`);
  if (!('token' in login.value)) throw new Error('login asked for a second factor');
  sessionStorage.setItem('token', login.value.token);
  store.set(tokenAtom, login.value.token);
}

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

async function renderHome(store: ReturnType<typeof createStore>) {
  const view = await renderPortal(
    <>
      <Routes>
        <Route path="/" element={<HomeGameLanes />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </>,
    { store },
  );
  // The first render also loads the lanes' lazy chunk (transformed on first use under vitest).
  await screen.findByRole('tablist', { name: 'Hot games by type' }, { timeout: 10_000 });
  return view;
}

type Game = components['schemas']['Game'];

const cardIds = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-game-card]'), (el) =>
    el.getAttribute('data-game-card'),
  );

describe('vendor lanes', () => {
  it('shows a titled lane per category of the menus, esports split out and DS88 its own', async () => {
    const store = await storeWithMenus();
    await renderHome(store);
    const providers = screen.getByRole('region', { name: 'Browse by provider' });
    const lanes = within(providers).getAllByRole('region');
    expect(lanes.map((lane) => lane.getAttribute('aria-labelledby'))).toHaveLength(
      store.get(gameMenusAtom).length,
    );
    expect(
      within(providers)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Slots',
      'Live casino',
      'Sports',
      'E-sports',
      'Fishing',
      'Card games',
      'Lottery',
      'E-lottery',
      'Sabong',
    ]);
    const sports = within(providers).getByRole('region', { name: 'Sports' });
    expect(within(sports).queryByRole('link', { name: 'IM Esports' })).toBeNull();
    const esports = within(providers).getByRole('region', { name: 'E-sports' });
    expect(within(esports).getByRole('link', { name: 'IM Esports' })).toHaveAttribute(
      'href',
      '/esports',
    );
    const slots = within(providers).getByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');
    expect(within(slots).getAllByRole('listitem')).toHaveLength(
      store.get(gameMenusAtom).find((lane) => lane.title === 'RNG')?.cards.length ?? -1,
    );
    // The CMD368 book is under maintenance: its card says so, with the announced end.
    expect(
      within(sports).getByRole('link', { name: /^CMD368 Maintenance Until \w{3} \d{1,2}, \d/ }),
    ).toHaveAttribute('href', '/sports');
  });

  it('holds the place with a loading status until the menus arrive', async () => {
    const menus = await toResult(api.GET('/lgw/games/game_menus'));
    if (!menus.ok) throw menus.error;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.server.use(
      http.get(
        '*/lgw/games/game_menus',
        async () => {
          await released;
          return HttpResponse.json({ success: true, value: menus.value });
        },
        { once: true },
      ),
    );
    await renderHome(createStore());
    const providers = screen.getByRole('region', { name: 'Browse by provider' });
    expect(within(providers).getByRole('status')).toHaveTextContent('Loading the game providers…');
    release();
    expect(await within(providers).findByRole('region', { name: 'Slots' })).toBeInTheDocument();
    expect(within(providers).queryByRole('status')).toBeNull();
  });

  it('says when the menus failed and loads them again on retry', async () => {
    mock.server.use(http.get('*/lgw/games/game_menus', () => HttpResponse.error(), { once: true }));
    const store = createStore();
    await renderHome(store);
    const providers = screen.getByRole('region', { name: 'Browse by provider' });
    expect(await within(providers).findByRole('alert')).toHaveTextContent(
      /^The game providers could not be loaded\. \S/,
    );
    await userEvent.click(within(providers).getByRole('button', { name: 'Try again' }));
    expect(await within(providers).findByRole('region', { name: 'Slots' })).toBeInTheDocument();
    expect(within(providers).queryByRole('alert')).toBeNull();
  });

  it('leads each vendor where section 4 says; an RNG vendor is also stored as chosen', async () => {
    const store = await storeWithMenus();
    await renderHome(store);
    const providers = screen.getByRole('region', { name: 'Browse by provider' });
    const link = (lane: string, vendor: string) =>
      within(within(providers).getByRole('region', { name: lane })).getByRole('link', {
        name: vendor,
      });
    expect(link('Live casino', 'Evolution')).toHaveAttribute('href', '/live?page=EVO');
    expect(link('Fishing', 'JILI Fishing')).toHaveAttribute('href', '/fish?page=JILI');
    expect(link('Card games', 'Kingmaker')).toHaveAttribute('href', '/pvp?page=KM');
    expect(link('Sports', 'SABA Sports')).toHaveAttribute('href', '/sports');
    expect(link('Sabong', 'DS88 Sabong')).toHaveAttribute('href', '/ds88');
    expect(link('Lottery', 'SEA 4D Lottery')).toHaveAttribute('href', '/lottery?vendor=TCG_SEA');
    expect(link('E-lottery', 'Speed Lotto')).toHaveAttribute('href', '/lottery?vendor=ELOTT');

    await userEvent.click(link('Lottery', 'Vietnam Lottery'));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/lottery?vendor=TCG_LOTTO_VN',
    );
    expect(store.get(gameVendorAtom)).toBeNull();
  });

  it('stores the RNG vendor and opens /rng?page=<vendor>', async () => {
    const store = await storeWithMenus();
    await renderHome(store);
    const slots = screen.getByRole('region', { name: 'Slots' });
    const pg = within(slots).getByRole('link', { name: 'PG Soft' });
    expect(pg).toHaveAttribute('href', '/rng?page=PG');
    await userEvent.click(pg);
    expect(store.get(gameVendorAtom)).toBe('PG');
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/rng?page=PG',
    );
  });
});

describe('hot games', () => {
  it('offers a tab per type with hot games, in the header order, each with its games', async () => {
    const store = await storeWithMenus();
    const { queryClient } = await renderHome(store);
    const hot =
      queryClient.getQueryData<{ value: Partial<Record<string, Game[]>> }>(
        getHotGamesOptions('EN').queryKey,
      )?.value ?? {};
    const tabs = within(screen.getByRole('tablist', { name: 'Hot games by type' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Slots',
      'Live casino',
      'Sports',
      'Fishing',
      'Card games',
      'Lottery',
      'E-lottery',
    ]);
    expect(requested.filter((r) => r.startsWith('GET /lgw/games/hot'))).toHaveLength(1);

    const section = screen.getByRole('region', { name: 'Hot games' });
    expect(cardIds(within(section).getByRole('tabpanel'))).toEqual(
      hot.RNG?.map((game) => game.nodeId),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Live casino' }));
    expect(screen.getByRole('tab', { name: 'Live casino' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(cardIds(within(section).getByRole('tabpanel'))).toEqual(
      hot.LIVE?.map((game) => game.nodeId),
    );
    // The arrow keys move between the types.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();
    expect(cardIds(within(section).getByRole('tabpanel'))).toEqual(
      hot.SPORTS?.map((game) => game.nodeId),
    );
  });

  it('hides the types without hot games, and the whole lane when none has any', async () => {
    mock.server.use(
      http.get('*/lgw/games/hot', () =>
        HttpResponse.json({
          success: true,
          value: { ELOTT: [], LOTT: [], LIVE: [], SPORTS: [], FISH: [], RNG: [], PVP: [] },
        }),
      ),
    );
    await renderPortal(<HomeGameLanes />, { store: await storeWithMenus() });
    await screen.findByRole('region', { name: 'Slots' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
  });

  it('says when the hot games failed and loads them again on retry', async () => {
    mock.server.use(http.get('*/lgw/games/hot', () => HttpResponse.error(), { once: true }));
    await renderPortal(<HomeGameLanes />, { store: await storeWithMenus() });
    const section = await screen.findByRole('region', { name: 'Hot games' }, { timeout: 10_000 });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      /^The hot games could not be loaded\. \S/,
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('tablist')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('launches through the one launch path: a visitor is asked to log in', async () => {
    const store = await storeWithMenus();
    await renderHome(store);
    const panel = screen.getByRole('tabpanel');
    const first = within(panel).getAllByRole('listitem')[0];
    if (!first) throw new Error('no hot game');
    await userEvent.click(within(first).getAllByRole('button')[0] ?? first);
    expect(store.get(openDialogAtom)).toBe('login');
  });
});

describe('popular list', () => {
  it('is not asked for, nor shown, for a visitor', async () => {
    await renderHome(await storeWithMenus());
    expect(screen.queryByRole('region', { name: 'Popular with players' })).toBeNull();
    expect(requested.some((r) => r.includes('/lgw/games/popular'))).toBe(false);
  });

  it('shows the member the popular list (count 20) once a session exists', async () => {
    const store = await storeWithMenus();
    await renderHome(store);
    expect(screen.queryByRole('region', { name: 'Popular with players' })).toBeNull();

    await signedIn(store);
    const section = await screen.findByRole('region', { name: 'Popular with players' });
    await waitFor(() => expect(cardIds(section).length).toBeGreaterThan(0));
    const answer = await toResult(
      api.GET('/lgw/games/popular', { params: { query: { count: 20 } } }),
    );
    if (!answer.ok) throw answer.error;
    expect(cardIds(section)).toEqual(answer.value.map((game) => game.nodeId));
    expect(answer.value.length).toBeLessThanOrEqual(20);
    expect(requested).toContain('GET /lgw/games/popular?count=20&language=EN');

    // Signing out hides it again.
    store.set(tokenAtom, null);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Popular with players' })).toBeNull(),
    );
  });

  it('loads at start when a token is stored, and says when it failed', async () => {
    mock.server.use(http.get('*/lgw/games/popular', () => HttpResponse.error(), { once: true }));
    const store = await storeWithMenus();
    await signedIn(store);
    await renderHome(store);
    const section = await screen.findByRole('region', { name: 'Popular with players' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The popular games could not be loaded.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardIds(section).length).toBeGreaterThan(0));
  });
});
