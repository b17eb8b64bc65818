// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { delay, http } from 'msw';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { operations } from '../../../../openapi/runtime/generated/openapi';
import { normaliseLanes } from '../../../lib/games/vendor-categories';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import {
  gameMenusAtom,
  gameVendorAtom,
  pvpRoomsAtom,
  recentGamesVersionAtom,
} from '../../../lib/stores/game-area-atoms';
import ListingScreen from './listing-screen';
import LobbyScreen from './lobby-screen';
import { signedInStore } from '../../../testing/signed-in-store';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  // Enough slots that one vendor's list runs over several pages of 30.
  await mock.backend.reset({ sizes: { ...mock.backend.seed.sizes, slotGames: 1_000 } });
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  mock.server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

// ---- harness -------------------------------------------------------------------------------

/** The URL the router is at, and a way back, as the browser's history gives them. */
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        History back
      </button>
    </>
  );
}
const currentUrl = () => screen.getByTestId('location').textContent ?? '';
const searchOf = () => new URLSearchParams(currentUrl().split('?')[1] ?? '');

/** The game menus as the header leaves them in the store: normalised lanes. */
async function withMenus(store: PortalStore = createStore()): Promise<PortalStore> {
  const menus = await toResult(api.GET('/lgw/games/game_menus'));
  if (!menus.ok) throw menus.error;
  store.set(gameMenusAtom, normaliseLanes(menus.value));
  return store;
}

async function renderLobby(route: string, store?: PortalStore) {
  return renderPortal(
    <>
      <Routes>
        <Route path="/rng" element={<LobbyScreen gameKind="RNG" />} />
        <Route path="/live" element={<LobbyScreen gameKind="LIVE" />} />
        <Route path="/pvp" element={<LobbyScreen gameKind="PVP" />} />
        <Route path="/sports" element={<ListingScreen gameKind="SPORTS" />} />
        <Route path="/elott" element={<ListingScreen gameKind="ELOTT" />} />
      </Routes>
      <RouterProbe />
    </>,
    { route, store: await withMenus(store) },
  );
}

const shownIds = () =>
  [...document.querySelectorAll('[data-game-card]')].map((el) => el.getAttribute('data-game-card'));
const grid = () => screen.findByRole('list', { name: 'Games' });
const pages = () => screen.getByRole('navigation', { name: 'Game pages' });
const currentPage = () =>
  within(pages())
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page')?.textContent;
const status = () => screen.getByRole('status').textContent ?? '';
const tab = (name: string) => screen.getByRole('tab', { name });
const vendorBar = () => screen.getByRole('group', { name: 'Game providers' });

type ListQuery = operations['listGames']['parameters']['query'];
async function serverList(query: ListQuery) {
  const list = await toResult(api.GET('/lgw/games/list', { params: { query } }));
  if (!list.ok) throw list.error;
  return list.value;
}

/** The listGames requests sent through fetch (their query), oldest first. */
function listRequests(spy: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return spy.mock.calls
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes('/lgw/games/list'))
    .map((url) => new URL(url).searchParams);
}

// ---- tests ---------------------------------------------------------------------------------

describe('browsing and paging', () => {
  it('shows one page of 30 games with the count, and pages by URL', async () => {
    const total = (await serverList({ gameType: 'RNG' })).totalCount;
    await renderLobby('/rng');
    await grid();
    expect(shownIds()).toHaveLength(30);
    expect(status()).toContain(`${total.toLocaleString('en')} games`);
    expect(currentPage()).toBe('1');
    expect(within(pages()).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const firstPage = shownIds();

    await userEvent.click(within(pages()).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(currentPage()).toBe('2'));
    expect(searchOf().get('pageNo')).toBe('2');
    await waitFor(() => expect(shownIds()).toHaveLength(30));
    expect(shownIds()).not.toEqual(firstPage);

    const last = Math.ceil(total / 30);
    await userEvent.click(within(pages()).getByRole('link', { name: `Page ${last}` }));
    await waitFor(() => expect(currentPage()).toBe(String(last)));
    await waitFor(() => expect(shownIds()).toHaveLength(total - (last - 1) * 30));
  });

  it('restores a deep link and steps back through history', async () => {
    const pg = await serverList({ gameType: 'RNG', vassalage: 'PG', minBet: 0.75, pageNo: 2 });
    expect(pg.totalPages).toBeGreaterThan(1);
    await renderLobby('/rng?page=PG&minBet=0.75&pageNo=2');
    await grid();
    expect(within(vendorBar()).getByRole('radio', { name: 'PG Soft' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'P0.75' })).toBeChecked();
    expect(currentPage()).toBe('2');
    expect(shownIds()).toEqual(pg.games.map((g) => g.nodeId));

    await userEvent.click(screen.getByRole('radio', { name: 'P0.10' }));
    await waitFor(() => expect(searchOf().get('minBet')).toBe('0.1'));
    expect(searchOf().get('pageNo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'P0.75' })).toBeChecked());
    expect(currentUrl()).toBe('/rng?page=PG&minBet=0.75&pageNo=2');
  });

  it('moves a page past the end to the last page', async () => {
    const live = await serverList({ gameType: 'LIVE' });
    await renderLobby('/live?pageNo=99');
    await waitFor(() => expect(searchOf().get('pageNo')).toBe(String(live.totalPages)));
    await grid();
    expect(currentPage()).toBe(String(live.totalPages));
  });

  it('reads the legacy parameters: games/lobbyType, type=hot and type=vassalage', async () => {
    await renderLobby('/rng?type=vassalage&vassalage=jili');
    await grid();
    expect(within(vendorBar()).getByRole('radio', { name: 'JILI Games' })).toBeChecked();
  });

  it('sends each filter to the server and keeps it in the URL', async () => {
    const expected = await serverList({ gameType: 'RNG', minBet: 0.1, gameClassify: 'jackpot' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderLobby('/rng');
    await grid();

    await userEvent.click(screen.getByRole('radio', { name: 'P0.10' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Jackpot' }));
    await waitFor(() => expect(searchOf().get('classify')).toBe('jackpot'));
    await waitFor(() =>
      expect(status()).toContain(`${expected.totalCount.toLocaleString('en')} game`),
    );
    const last = listRequests(fetchSpy).at(-1);
    expect(last?.get('minBet')).toBe('0.1');
    expect(last?.get('gameClassify')).toBe('jackpot');
    expect(last?.get('pageSize')).toBe('30');
    expect(searchOf().toString()).toBe('minBet=0.1&classify=jackpot');
  });

  it('offers the classify tabs with bingo (the brand supports TY) on slots only', async () => {
    await renderLobby('/rng');
    const kinds = screen.getByRole('group', { name: 'Game type' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All', 'Jackpot', 'Table games', 'Arcade', 'Bingo']);
    await grid();
  });
});

describe('vendor bar', () => {
  it('choosing a vendor goes to page 1 and clears the filters', async () => {
    await renderLobby('/rng?minBet=0.5&classify=arcade&q=a&pageNo=2&list=hot');
    await screen.findByRole('status');
    await userEvent.click(within(vendorBar()).getByRole('radio', { name: 'JILI Games' }));
    await waitFor(() => expect(currentUrl()).toBe('/rng?page=JILI&list=hot'));
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue('');

    await userEvent.click(within(vendorBar()).getByRole('radio', { name: 'All providers' }));
    await waitFor(() => expect(currentUrl()).toBe('/rng?list=hot'));
  });

  it('has previous/next buttons only with more than 8 vendors', async () => {
    await renderLobby('/rng');
    expect(screen.getByRole('button', { name: 'Show more providers' })).toBeInTheDocument();
    expect(within(vendorBar()).getAllByRole('radio')).toHaveLength(14); // all + 13 slot vendors
    await grid();
  });

  it('has no vendor navigation on the live lobby (6 vendors)', async () => {
    await renderLobby('/live');
    await grid();
    expect(screen.queryByRole('button', { name: 'Show more providers' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game type' })).toBeNull();
  });

  it('opens the live lobby on the vendor a header or home link chose (/live?page=<vendor>)', async () => {
    const evo = await serverList({ gameType: 'LIVE', vassalage: 'EVO' });
    const all = await serverList({ gameType: 'LIVE' });
    expect(evo.totalCount).toBeLessThan(all.totalCount);
    await renderLobby('/live?page=EVO');
    await grid();
    expect(within(vendorBar()).getByRole('radio', { name: 'Evolution' })).toBeChecked();
    expect(shownIds()).toEqual(evo.games.map((g) => g.nodeId));
  });

  it('takes the vendor an RNG launch stored, once', async () => {
    const store = createStore();
    store.set(gameVendorAtom, 'pp');
    await renderLobby('/rng', store);
    await waitFor(() => expect(currentUrl()).toBe('/rng?page=PP'));
    expect(store.get(gameVendorAtom)).toBeNull();
    await grid();
  });
});

describe('search, empty and error states', () => {
  it('searches by name after typing stops, and clears filters from the empty state', async () => {
    await renderLobby('/rng');
    await grid();
    const search = screen.getByRole('searchbox', { name: 'Search games by name' });
    await userEvent.type(search, 'fortune');
    await waitFor(() => expect(searchOf().get('q')).toBe('fortune'));
    const expected = await serverList({ gameType: 'RNG', gameName: 'fortune' });
    await waitFor(() =>
      expect(status()).toContain(`${expected.totalCount.toLocaleString('en')} game`),
    );
    for (const card of document.querySelectorAll('[data-game-card]')) {
      expect(card.textContent?.toLowerCase()).toContain('fortune');
    }

    await userEvent.clear(search);
    await userEvent.type(search, 'no such game at all{Enter}');
    const empty = await screen.findByText('No games match');
    expect(empty).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await grid();
    expect(searchOf().get('q')).toBeNull();
    expect(search).toHaveValue('');
  });

  it('drops a search still waiting to run when a vendor is chosen (which clears the search)', async () => {
    await renderLobby('/rng');
    await grid();
    const search = screen.getByRole('searchbox', { name: 'Search games by name' });
    await userEvent.type(search, 'fortune');
    await userEvent.click(within(vendorBar()).getByRole('radio', { name: 'JILI Games' }));
    await act(() => delay(500));
    expect(currentUrl()).toBe('/rng?page=JILI');
    expect(screen.getByRole('searchbox', { name: 'Search games by name' })).toHaveValue('');
  });

  it('shows the catalogue text of a failure and retries', async () => {
    let failures = 1;
    mock.server.use(
      http.get('*/lgw/games/list', () => {
        if (failures-- > 0) return new Response(null, { status: 503 });
        return undefined;
      }),
    );
    await renderLobby('/live');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent('The service is unavailable. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await grid();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('single flight', () => {
  it('keeps one list request in flight and never lets a stale answer overwrite a newer one', async () => {
    // PG answers slowly; the member moves on to JILI before it does.
    mock.server.use(
      http.get('*/lgw/games/list', async ({ request }) => {
        if (new URL(request.url).searchParams.get('vassalage') === 'PG') await delay(400);
        return undefined;
      }),
    );
    const original = globalThis.fetch;
    let inFlight = 0;
    let peak = 0;
    // A request is in flight from its start until it settles or is aborted.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : null;
      if (!request?.url.includes('/lgw/games/list')) return original(input, init);
      peak = Math.max(peak, ++inFlight);
      let ended = false;
      const end = () => {
        if (!ended) inFlight--;
        ended = true;
      };
      request.signal.addEventListener('abort', end);
      try {
        return await original(input, init);
      } finally {
        end();
      }
    });
    const jili = await serverList({ gameType: 'RNG', vassalage: 'JILI' });
    inFlight = 0;
    peak = 0;

    await renderLobby('/rng');
    await grid();
    await userEvent.click(within(vendorBar()).getByRole('radio', { name: 'PG Soft' }));
    await userEvent.click(within(vendorBar()).getByRole('radio', { name: 'JILI Games' }));
    await waitFor(() => expect(status()).toContain(`${jili.totalCount.toLocaleString('en')} game`));
    // Let the slow PG answer arrive: the JILI page stays.
    await act(() => delay(600));
    expect(status()).toContain(`${jili.totalCount.toLocaleString('en')} game`);
    expect(shownIds()).toEqual(jili.games.map((g) => g.nodeId));
    expect(peak).toBe(1);
  });
});

describe('list types', () => {
  it('as a visitor, fav opens the login dialog and keeps the current list', async () => {
    const store = createStore();
    await renderLobby('/rng?list=hot', store);
    await grid();
    await userEvent.click(tab('Favourites'));
    expect(store.get(openDialogAtom)).toBe('login');
    expect(tab('Hot')).toHaveAttribute('aria-selected', 'true');
    expect(searchOf().get('list')).toBe('hot');
  });

  it('as a visitor following a fav link, says to sign in instead of loading', async () => {
    const store = createStore();
    await renderLobby('/rng?list=recent', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(store.get(openDialogAtom)).toBe('login');
  });

  it('shows the hot games of the type', async () => {
    const hot = await toResult(api.GET('/lgw/games/hot'));
    if (!hot.ok) throw hot.error;
    await renderLobby('/live');
    await grid();
    await userEvent.click(tab('Hot'));
    await waitFor(() => expect(searchOf().get('list')).toBe('hot'));
    await waitFor(() => expect(shownIds()).toEqual(hot.value.LIVE.map((g) => g.nodeId)));
  });

  it("shows a member's favourites and refetches them when a favourite changes", async () => {
    const store = await signedInStore('demoplayer');
    await renderLobby('/rng', store);
    await grid();
    await userEvent.click(tab('Favourites'));
    await waitFor(() => expect(searchOf().get('list')).toBe('fav'));
    const superAce = await screen.findByRole('button', {
      name: 'Remove Super Ace from favourites',
    });
    expect(shownIds().length).toBeGreaterThan(1);
    const before = shownIds().length;
    await userEvent.click(superAce);
    await waitFor(() => expect(shownIds()).toHaveLength(before - 1));
    expect(screen.queryByText('Super Ace')).toBeNull();
  });

  it('shows recent games and refetches them when recentGamesVersionAtom moves', async () => {
    const store = await signedInStore('demoplayer');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const recentCalls = () =>
      fetchSpy.mock.calls.filter(([input]) =>
        (input instanceof Request ? input.url : String(input)).includes('GCS_recentGame'),
      ).length;
    await renderLobby('/live?list=recent', store);
    await screen.findByRole('status');
    await waitFor(() => expect(recentCalls()).toBe(1));
    await waitFor(() => expect(screen.queryByText('Loading games…')).toBeNull());
    act(() => store.set(recentGamesVersionAtom, (v) => v + 1));
    await waitFor(() => expect(recentCalls()).toBe(2));
  });

  it('lists the PvP rooms and joins an open one through the launch (login gate)', async () => {
    const store = createStore();
    await renderLobby('/pvp', store);
    await grid();
    await userEvent.click(tab('Rooms'));
    const table = await screen.findByRole('table', { name: 'Game rooms' });
    expect(store.get(pvpRoomsAtom).length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    const join = within(table).getAllByRole('button', { name: /^Join / })[0];
    if (!join) throw new Error('no open room');
    await userEvent.click(join);
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('login'));
  });
});

describe('listing screens', () => {
  it('lists every game of the kind', async () => {
    const sports = await serverList({ gameType: 'SPORTS' });
    await renderLobby('/sports');
    await grid();
    expect(screen.getByRole('heading', { name: 'Sports' })).toBeInTheDocument();
    expect(shownIds()).toEqual(sports.games.map((g) => g.nodeId));
    expect(screen.queryByRole('navigation', { name: 'Game pages' })).toBeNull();
  });
});
