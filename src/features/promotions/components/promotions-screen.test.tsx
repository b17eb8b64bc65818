// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { AddressProbe } from '../../../testing/address-probe';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import PromotionsScreen from './promotions-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

const mock = servePortalMock();

async function renderList(store?: PortalStore, route = '/promotions') {
  return renderPortal(
    <>
      <PromotionsScreen />
      <AddressProbe />
    </>,
    { ...(store ? { store } : {}), route },
  );
}

/** The card of the promotion titled `title` (its heading names the article). */
const card = (title: string) => screen.findByRole('article', { name: title });

describe('the promotions list', () => {
  it('shows a visitor the public list by category, kept in the address', async () => {
    await renderList();
    const deposit = await card('100% first deposit bonus');
    expect(within(deposit).getByText('Open')).toBeVisible();
    expect(within(deposit).getByRole('link', { name: '100% first deposit bonus' })).toHaveAttribute(
      'href',
      '/promoDetail?id=301',
    );
    // Coming and ended promotions say so, with nothing to press.
    const coming = await card('VIP birthday month');
    expect(within(coming).getByText(/^Starts at /)).toBeVisible();
    expect(within(coming).queryByRole('button')).toBeNull();
    expect(within(await card('Fishing tournament')).getByText('Ended')).toBeVisible();

    const tabs = screen.getByRole('tablist', { name: 'Promotion categories' });
    // All, then the categories that have promotions, in the contract's order.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'All',
      'New members',
      'Deposit',
      'VIP',
      'Live casino',
      'Slots',
      'Fishing',
      'Sports',
      'Esports',
      'Lottery',
      'Other',
    ]);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Sports' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/promotions?category=SPORTS');
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Share your big sports win' })).toBeVisible();
  });

  it('opens the category of the address, and gives the login dialog to a visitor who acts', async () => {
    const { store } = await renderList(undefined, '/promotions?category=SPORTS');
    const sports = await card('Share your big sports win');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(sports).getByRole('button', { name: 'Apply' }));
    expect(store.get(openDialogAtom)).toBe('login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a trial account the real-account warning instead of joining', async () => {
    const store = await signedInMemberStore('demotrial');
    await renderList(store);
    const esports = await card('Esports cup predictions');
    await userEvent.click(within(esports).getByRole('button', { name: 'Join' }));
    expect(store.get(warningAtom)).toMatchObject({ key: 'in_need_true_account' });
  });

  it("shows a member's own statuses: under review, rejected with the remark, joined", async () => {
    await renderList(await signedInMemberStore('demovip'));
    const slots = await card('Slot big win hall of fame');
    expect(within(slots).getByText('Rejected')).toBeVisible();
    expect(within(slots).getByText(/^Reviewer's note: /)).toBeVisible();
    expect(within(slots).getByRole('button', { name: 'Apply again' })).toBeVisible();
    expect(within(await card('Weekend reload 20%')).getByText('Joined')).toBeVisible();
    // An approved application's reward waits in the reward centre.
    const sports = await card('Share your big sports win');
    expect(within(sports).getByText('To claim')).toBeVisible();
    await userEvent.click(within(sports).getByRole('button', { name: 'Go to reward centre' }));
    expect(screen.getByTestId('address')).toHaveTextContent('mc=rewardCenter');
  });

  it('joins a promotion without review at once', async () => {
    await renderList(await signedInMemberStore('demosubplayer'));
    const lottery = await card('Lottery jackpot week');
    await userEvent.click(within(lottery).getByRole('button', { name: 'Join' }));
    expect(await within(lottery).findByText('You joined Lottery jackpot week.')).toBeVisible();
    await waitFor(() => expect(within(lottery).getByText('Joined')).toBeVisible());
    expect(within(lottery).queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('claims a raffle prize, showing the prize, then shows it claimed', async () => {
    await renderList(await signedInMemberStore('demoplayer'));
    const raffle = await card('Lucky wheel weekend');
    expect(within(raffle).getByText('You won Lucky wheel 88.00 cash.')).toBeVisible();
    await userEvent.click(within(raffle).getByRole('button', { name: 'Claim prize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim your prize' });
    expect(dialog).toHaveTextContent('Lucky wheel 88.00 cash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(await within(dialog).findByText('You claimed Lucky wheel 88.00 cash.')).toBeVisible();
    // The dialog's own × is also named Close: the text button is the last one.
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closers[closers.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(within(raffle).getByText('You claimed Lucky wheel 88.00 cash.')).toBeVisible(),
    );
    expect(
      mock.backend.db.rafflePrizes
        .all()
        .some((p) => p.prizeName === 'Lucky wheel 88.00 cash' && p.state === 'claimed'),
    ).toBe(true);
  });

  it('says when an application is under review or its reward was claimed', async () => {
    await renderList(await signedInMemberStore('demoplayer'));
    expect(within(await card('Slot big win hall of fame')).getByText('Under review')).toBeVisible();
    const sports = await card('Share your big sports win');
    expect(within(sports).getByText('Claimed')).toBeVisible();
  });

  it('shows an empty category with its tab kept', async () => {
    await renderList(undefined, '/promotions?category=PVP');
    expect(
      await screen.findByText('There are no promotions in this category right now.'),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Card games' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
