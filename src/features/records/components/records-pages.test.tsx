// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import AccountRecordPage from './account-record-page';
import BettingRecordPage from './betting-record-page';
import BonusDetailsPage from './bonus-details-page';
import ProfitLossPage from './profit-loss-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

// "Today" is the last day of the seeded bet history (it leads up to 1 November 2026), for the page
// and the mock alike, from before the mock seeds (bonuses are dated back from its start); only Date
// is faked, so user-event's timers still run.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-31T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());
const mock = servePortalMock();
afterEach(() => {
  mock.backend.config.faults = [];
});

const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

/** The value of a total (a term of the totals list). */
function totalOf(term: string): string {
  const found = screen.getAllByRole('term').find((dt) => dt.textContent === term);
  return found?.nextElementSibling?.textContent ?? '';
}

async function countShown(): Promise<number> {
  const text = (await screen.findByText(/^\d+ records?$/)).textContent ?? '';
  return Number(text.split(' ')[0]);
}

describe('the betting record', () => {
  it("shows the member's bets of the last 7 days with totals, and pages through them", async () => {
    await renderPortal(<BettingRecordPage />, { store: await signedInStore('demoplayer') });
    expect(await screen.findByRole('table', { name: 'Bets' })).toBeInTheDocument();
    const total = await countShown();
    expect(total).toBeGreaterThan(10);
    expect(bodyRows('Bets')).toHaveLength(10);
    expect(totalOf('Bet')).toMatch(/^P[\d,]+\.\d{2}$/);
    const firstPage = bodyRows('Bets').map((r) => r.textContent);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() => expect(bodyRows('Bets')).toHaveLength(Math.min(10, total - 10)));
    expect(bodyRows('Bets').map((r) => r.textContent)).not.toEqual(firstPage);
  });

  it('widens with a preset and narrows by game type, back at page 1', async () => {
    await renderPortal(<BettingRecordPage />, { store: await signedInStore('demoplayer') });
    const week = await countShown();
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(async () => expect(await countShown()).toBeGreaterThan(week));
    const month = await countShown();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current'),
    );

    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(async () => expect(await countShown()).toBeLessThan(month));
    expect(bodyRows('Bets').length).toBeGreaterThan(0);
    for (const row of bodyRows('Bets')) expect(row).toHaveTextContent('Slots');
    const pageOne = screen.queryByRole('button', { name: 'Page 1' });
    if (pageOne) expect(pageOne).toHaveAttribute('aria-current', 'page');
  });
});

describe('the account record', () => {
  it('says when a load failed and loads again on Retry', async () => {
    mock.backend.config.faults = [
      { operationId: 'listTransactions', status: 400, code: 'unknown_error' },
    ];
    await renderPortal(<AccountRecordPage />, { store: await signedInStore('demoplayer') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the account record.');
    mock.backend.config.faults = [];
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Transactions' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodyRows('Transactions').length).toBeGreaterThan(0);
  });
});

describe('profit and loss', () => {
  it('shows the totals, a trend of the days with a text alternative, and the game types', async () => {
    await renderPortal(<ProfitLossPage />, { store: await signedInStore('demoplayer') });
    const chart = await screen.findByRole('img', {
      name: /^Profit per day From Oct 25 to Oct 31\./,
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(totalOf('Profit/loss')).toMatch(/^[+-]?P[\d,]+\.\d{2}$/);
    expect(bodyRows('By game type').length).toBeGreaterThan(0);
    const days = within(screen.getByRole('region', { name: 'Profit per day' })).getAllByRole('row');
    expect(days).toHaveLength(8);
  });
});

describe('bonus details', () => {
  it('lists the bonuses of the days with their total', async () => {
    await renderPortal(<BonusDetailsPage />, { store: await signedInStore('demoplayer') });
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    await screen.findByRole('table', { name: 'Bonuses' });
    expect(bodyRows('Bonuses').length).toBeGreaterThan(0);
    expect(totalOf('Total in these days')).toMatch(/^P[\d,]+\.\d{2}$/);
  });
});
