// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import PrizeWheelScreen from './prize-wheel-screen';
import RedEnvelopeScreen from './red-envelope-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

const mock = servePortalMock();

/** jsdom has no matchMedia: the system's reduced-motion setting, as the test wants it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A settled round of 20.00 for `account` at the mock's now (what makes the envelope ready). */
async function playRound(account: string) {
  const { db, clock } = mock.backend;
  const member = db.memberByAccount(account);
  if (!member) throw new Error(`no ${account}`);
  const time = clock.iso();
  await db.bets.insert({
    id: `LUCKY-${db.bets.size + 1}`,
    memberId: member.id,
    gameNodeId: 'test-node',
    gameName: 'Test table',
    gameType: 'RNG',
    vendor: 'TEST',
    betAmountCents: 2000,
    validBetCents: 2000,
    payoutCents: 0,
    winLossCents: -2000,
    status: 'settled',
    betTime: time,
    settleTime: time,
  });
}

describe('the red envelope screen', () => {
  it('asks a visitor to log in', async () => {
    const { store } = await renderPortal(<RedEnvelopeScreen />, { route: '/redEnvelope' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openDialogAtom)).toBe('login');
  });

  it('tells a trial account to use a real account', async () => {
    await renderPortal(<RedEnvelopeScreen />, { store: await signedInMemberStore('demotrial') });
    expect(await screen.findByRole('alert')).toHaveTextContent(/trial account/);
    expect(screen.queryByRole('button', { name: 'Open the red envelope' })).toBeNull();
  });

  it('explains the bet needed, opens once after a round, and refuses a second time', async () => {
    prefersReducedMotion(true);
    await renderPortal(<RedEnvelopeScreen />, { store: await signedInMemberStore('demoplayer') });
    expect(await screen.findByText(/Play one round with a valid bet of at least/)).toBeVisible();
    expect(await screen.findByText('Nothing claimed on these days yet.')).toBeVisible();

    const open = screen.getByRole('button', { name: 'Open the red envelope' });
    await userEvent.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not eligible yet/);

    await playRound('demoplayer');
    await userEvent.click(open);
    const live = screen.getByTestId('draw-outcome');
    await waitFor(() =>
      expect(live).toHaveTextContent(/^You won P\d+\.\d\d! It is in your main wallet\.$/),
    );
    const amount = /P\d+\.\d\d/.exec(live.textContent ?? '')?.[0] ?? 'none';
    const history = await screen.findByRole('list', { name: 'Your history' });
    expect(within(history).getByText(amount)).toBeVisible();
    expect(await screen.findByText(/Today's red envelope is opened/)).toBeVisible();

    await userEvent.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /You have already opened today's red envelope/,
    );
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('the prize wheel screen', () => {
  it('shows the wheel prizes, spins to the server outcome and announces it after the spin', async () => {
    prefersReducedMotion(false);
    await renderPortal(<PrizeWheelScreen />, { store: await signedInMemberStore('demovip') });
    expect(await screen.findByText('You have 2 spins left today.')).toBeVisible();
    const figure = screen.getByRole('figure', { name: 'Prizes on the wheel' });
    expect(within(figure).getAllByRole('listitem')).toHaveLength(8);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const live = screen.getByTestId('draw-outcome');
    await waitFor(() => expect(live).toHaveTextContent('The wheel is spinning…'));
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(4000);
    await waitFor(() => expect(live).toHaveTextContent(/^(You won|Better luck)/));
    expect(await screen.findByText('You have 1 spin left today.')).toBeVisible();
    vi.useRealTimers();
  });
});
