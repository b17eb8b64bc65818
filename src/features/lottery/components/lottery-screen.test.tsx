// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { lottFavIdsAtom, prizeModeAtom } from '../../../lib/stores/game-area-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import LotteryScreen from './lottery-screen';

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
  mock.server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

/** Signs in through the API and seeds the store as the app's start-up would. */
async function signedIn(account: string, options: { memberInfo?: boolean } = {}) {
  const login = await toResult(
    api.POST('/wps/session/login', {
      body: { username: account, password: 'demo1234', type: 'username' },
    }),
  );
  if (!login.ok) throw new Error(`login ${account}: ${login.error.key}`);
  if (!('token' in login.value)) throw new Error('login asked for a second factor');
  sessionStorage.setItem('token', login.value.token);
  sessionStorage.setItem('account', account);
  const store = createStore();
  store.set(tokenAtom, login.value.token);
  if (options.memberInfo !== false) {
    const member = await toResult(api.GET('/wps/member/info'));
    if (!member.ok) throw new Error('member info failed');
    store.set(memberInfoAtom, member.value);
  }
  return store;
}

const lists = () => screen.getByRole('tablist', { name: 'Lottery lists' });
const card = (code: string) => {
  const found = document.querySelector<HTMLElement>(`[data-lottery-game="${code}"]`);
  if (!found) throw new Error(`no card ${code}`);
  return found;
};
const detail = () => {
  const found = document.querySelector<HTMLElement>('[data-lottery-detail]');
  if (!found) throw new Error('no detail');
  return found;
};

describe('LotteryScreen with the real mock', () => {
  it('shows a visitor the menu by group, the first game with draws and results, and asks to log in to play', async () => {
    const { store } = await renderPortal(<LotteryScreen />, { route: '/lottery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Northern lottery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Southern lottery' })).toBeInTheDocument();
    expect(within(card('VNMB')).getByRole('button', { name: /^Mien Bac/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The first game's latest results, then its upcoming draws (100 asked, ten shown).
    const winning = await within(detail()).findAllByRole('img', { name: /^Winning numbers/ });
    expect(winning.length).toBeGreaterThan(1);
    const prizes = within(detail()).getAllByRole('table', { name: /^All prizes of draw/ })[0];
    expect(prizes).toBeVisible();
    expect(within(prizes as HTMLElement).getAllByRole('rowheader')[0]).toHaveTextContent(
      'Special prize',
    );
    await userEvent.click(within(detail()).getByRole('tab', { name: 'Upcoming draws' }));
    const draws = await within(detail()).findByRole('table', { name: 'Draws of Mien Bac' });
    expect(within(draws).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(within(detail()).getByRole('button', { name: 'Show all 100 draws' }));
    expect(within(draws).getAllByRole('row')).toHaveLength(101);

    await userEvent.click(within(card('VNMB')).getByRole('button', { name: 'Play Mien Bac' }));
    expect(store.get(openDialogAtom)).toBe('login');
    store.set(openDialogAtom, null);
    await userEvent.click(screen.getByRole('button', { name: 'Open the lottery lobby' }));
    expect(store.get(openDialogAtom)).toBe('login');
    store.set(openDialogAtom, null);
    await userEvent.click(within(card('VNMB')).getByRole('button', { name: 'Favourite Mien Bac' }));
    expect(store.get(openDialogAtom)).toBe('login');

    await userEvent.click(within(lists()).getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByText('Log in to keep your favourite lotteries.')).toBeInTheDocument();
    await userEvent.click(within(lists()).getByRole('tab', { name: 'Recently played' }));
    expect(screen.getByText('Log in to see the lotteries you played.')).toBeInTheDocument();
  });

  it('keeps to the vendor of the address and shows the chosen game', async () => {
    await renderPortal(<LotteryScreen />, { route: '/lottery?vendor=TCG_SEA' });
    const vendors = screen.getByRole('navigation', { name: 'Lottery providers' });
    await screen.findByRole('heading', { name: 'SEA 4D' });
    expect(within(vendors).getByRole('link', { name: 'TCG_SEA' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('heading', { name: 'Northern lottery' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-lottery-game]')).toHaveLength(5);
    expect(detail()).toHaveAttribute('data-lottery-detail', 'MAG4D');

    await userEvent.click(within(card('SG4D')).getByRole('button', { name: /^Singapore 4D/ }));
    expect(detail()).toHaveAttribute('data-lottery-detail', 'SG4D');
    await userEvent.click(within(detail()).getByRole('tab', { name: 'Upcoming draws' }));
    expect(
      await within(detail()).findByRole('table', { name: 'Draws of Singapore 4D' }),
    ).toBeVisible();
  });

  it('lists the games of the prize mode the header chose', async () => {
    const store = createStore();
    store.set(prizeModeAtom, 'ELOTT');
    await renderPortal(<LotteryScreen />, { route: '/lottery', store });
    await userEvent.click(within(lists()).getByRole('tab', { name: 'E-lottery' }));
    const panel = screen.getByRole('tabpanel', { name: 'E-lottery' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(panel).toHaveTextContent('Vietnam Fast 1 minute');
  });

  it('opens the betting view of the address gameCode in the frame, with its play type', async () => {
    const store = await signedIn('demoplayer');
    await renderPortal(<LotteryScreen />, {
      route: '/lottery?vendor=TCG_LOTTO_VN&gameCode=VNHCM&playType=LO3',
      store,
    });
    const frame = await screen.findByTitle('Ho Chi Minh (lottery game)');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/sandbox/lottery');
    expect(src.searchParams.get('view')).toBe('betting');
    expect(src.searchParams.get('gameCode')).toBe('VNHCM');
    expect(screen.getByRole('heading', { name: 'Playing Ho Chi Minh' })).toHaveFocus();
    expect(detail()).toHaveAttribute('data-lottery-detail', 'VNHCM');
    expect(within(detail()).getByText('LO3')).toBeInTheDocument();

    // The launch shows in the recent list, and the game closes again.
    await userEvent.click(within(lists()).getByRole('tab', { name: 'Recently played' }));
    const recent = screen.getByRole('tabpanel', { name: 'Recently played' });
    expect(await within(recent).findByRole('button', { name: /^Ho Chi Minh/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(screen.queryByTitle('Ho Chi Minh (lottery game)')).not.toBeInTheDocument();
  });

  it('asks a visitor with a gameCode address to log in first, then opens the game', async () => {
    const { store } = await renderPortal(<LotteryScreen />, {
      route: '/lottery?gameCode=VNMB',
    });
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('login'));
    expect(screen.queryByTitle('Mien Bac (lottery game)')).not.toBeInTheDocument();

    const member = await signedIn('demovip');
    await act(async () => {
      store.set(tokenAtom, member.get(tokenAtom));
      store.set(openDialogAtom, null);
    });
    expect(await screen.findByTitle('Mien Bac (lottery game)')).toBeInTheDocument();
  });

  it('opens the lottery lobby', async () => {
    const store = await signedIn('demoplayer');
    await renderPortal(<LotteryScreen />, { route: '/lottery', store });
    await userEvent.click(screen.getByRole('button', { name: 'Open the lottery lobby' }));
    const frame = await screen.findByTitle('Lottery lobby (lottery game)');
    expect(new URL(frame.getAttribute('src') ?? '').searchParams.get('view')).toBe('lobby');
  });

  it('says a missing gameCode was not found instead of opening anything', async () => {
    const store = await signedIn('demoplayer');
    await renderPortal(<LotteryScreen />, { route: '/lottery?gameCode=NOPE', store });
    expect(
      await screen.findByText(
        'The lottery game NOPE could not be found. Choose one from the list.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(/lottery game\)$/)).not.toBeInTheDocument();
  });

  it('keeps favourites per member in local storage and mirrors them in lottFavIdsAtom', async () => {
    const store = await signedIn('demoplayer');
    const first = await renderPortal(<LotteryScreen />, { route: '/lottery', store });
    await screen.findByRole('heading', { name: 'Northern lottery' });
    const star = within(card('VNHCM')).getByRole('button', { name: 'Favourite Ho Chi Minh' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    const id = store.get(lottFavIdsAtom)[0];
    expect(id).toBeDefined();
    expect(JSON.parse(localStorage.getItem('lottFav_demoplayer') ?? '[]')).toEqual([id]);

    await userEvent.click(within(lists()).getByRole('tab', { name: 'Favourites' }));
    const favourites = screen.getByRole('tabpanel', { name: 'Favourites' });
    expect(within(favourites).getAllByRole('listitem')).toHaveLength(1);
    expect(favourites).toHaveTextContent('Ho Chi Minh');
    first.unmount();

    // Another member in the same browser sees none of them.
    const other = await signedIn('demovip');
    await renderPortal(<LotteryScreen />, { route: '/lottery', store: other });
    await screen.findByRole('heading', { name: 'Northern lottery' });
    expect(
      within(card('VNHCM')).getByRole('button', { name: 'Favourite Ho Chi Minh' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(other.get(lottFavIdsAtom)).toEqual([]);
    expect(localStorage.getItem('lottFav_demovip')).toBeNull();
  });

  it('gives a trial account the real-account warning, before and after its member info loads', async () => {
    const store = await signedIn('demotrial');
    await renderPortal(<LotteryScreen />, { route: '/lottery', store });
    await screen.findByRole('heading', { name: 'Northern lottery' });
    await userEvent.click(within(card('VNMB')).getByRole('button', { name: 'Play Mien Bac' }));
    expect(store.get(warningAtom)).toEqual({
      key: 'in_need_true_account',
      confirmKey: 'in_increase_submit',
    });

    // Member info not loaded yet: the server's 403 gives the same warning.
    const early = await signedIn('demotrial', { memberInfo: false });
    await renderPortal(<LotteryScreen />, { route: '/lottery?gameCode=VNMB', store: early });
    await waitFor(() =>
      expect(early.get(warningAtom)).toEqual({
        key: 'in_need_true_account',
        confirmKey: 'in_increase_submit',
      }),
    );
    expect(screen.queryByTitle('Mien Bac (lottery game)')).not.toBeInTheDocument();
  });

  it('shows a lottery under maintenance with its end time and other lotteries to play', async () => {
    const store = await signedIn('demoplayer');
    await renderPortal(<LotteryScreen />, { route: '/lottery', store });
    await screen.findByRole('heading', { name: 'Southern lottery' });
    expect(card('VNBL')).toHaveTextContent(/Under maintenance until/);
    await userEvent.click(within(card('VNBL')).getByRole('button', { name: 'Play Bac Lieu' }));
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByRole('heading', { name: 'Bac Lieu is under maintenance' }),
    ).toHaveFocus();
    expect(notice).toHaveTextContent('This game is under maintenance. It is expected back at');
    const offered = within(notice).getAllByRole('button', { name: /^Play / });
    expect(offered.length).toBeGreaterThan(0);
    await userEvent.click(offered[0] as HTMLElement);
    expect(await screen.findByTitle(/\(lottery game\)$/)).toBeInTheDocument();
  });

  it('shows a failed menu with a retry that loads it', async () => {
    mock.server.use(
      http.get(
        '*/lgw/vn/games/game_menu',
        () =>
          HttpResponse.json(
            { success: false, code: 'service_unavailable', message: 'down' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    await renderPortal(<LotteryScreen />, { route: '/lottery' });
    const panel = screen.getByRole('tabpanel', { name: 'All lotteries' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The lotteries could not be loaded. The service is unavailable. Please try again later.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Northern lottery' })).toBeInTheDocument();
  });
});
