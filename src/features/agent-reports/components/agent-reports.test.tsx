// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { formatMoney } from '../../../lib/format/money';
import { renderPortal } from '../../../testing/render-portal';
import { captureDownloads, type CapturedDownload } from '../../../testing/captured-downloads';
import { signedInStore } from '../../../testing/signed-in-store';
import AgentIncomePage from './agent-income-page';
import TeamBettingPage from './team-betting-page';
import TeamProfitLossPage from './team-profit-loss-page';
import TeamTransactionsPage from './team-transactions-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});
// jsdom has no downloads: the export's file is caught here.
let mock: PortalMock;
/** The query strings the portal sent, by path. */
let sent: URL[] = [];
// "Today" is the last day of the seeded bet history, for the page and the mock alike (see the
// member records' test); only Date is faked, so user-event's timers still run.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-31T12:00:00Z'));
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    sent.push(new URL(request.url));
  });
});
let downloads: CapturedDownload[] = [];
beforeEach(() => {
  sent = [];
  downloads = captureDownloads();
});
afterEach(() => {
  mock.backend.config.faults = [];
  sessionStorage.clear();
});
afterAll(() => {
  vi.useRealTimers();
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

const sentTo = (path: string) => sent.filter((url) => url.pathname === path);
const lastQuery = (path: string) => Object.fromEntries(sentTo(path).at(-1)?.searchParams ?? []);

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

/** The file the last export handed to the browser: its name and its lines. */
async function exported(): Promise<{ name: string; lines: string[] }> {
  const file = downloads.at(-1);
  const csv = (await file?.text())?.replace(/^\uFEFF/, '') ?? '';
  return { name: file?.fileName ?? '', lines: csv.trimEnd().split('\r\n') };
}

describe('team betting', () => {
  it("lists the team's bets with the member and totals of every matching bet", async () => {
    await renderPortal(<TeamBettingPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Team bets' });
    const total = await countShown();
    expect(total).toBeGreaterThan(10);
    expect(bodyRows('Team bets')).toHaveLength(10);
    expect(totalOf('Bets')).toBe(String(total));
    expect(totalOf('Valid bet')).toMatch(/^P[\d,]+\.\d{2}$/);
    expect(bodyRows('Team bets')[0]).toHaveTextContent(/Level \d/);
    // The agent's own bets are not its team's.
    for (const row of bodyRows('Team bets')) expect(row).not.toHaveTextContent(/^demoagent/);
    expect(lastQuery('/wps/agent/team/bets')).toMatchObject({
      startDate: '2026-10-25',
      endDate: '2026-10-31',
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('sends the member, levels, game type and status it is filtered by, back at page 1', async () => {
    await renderPortal(<TeamBettingPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Team bets' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery('/wps/agent/team/bets').pageNo).toBe('2'));

    await userEvent.type(screen.getByLabelText('Member account'), ' demosubplayer {Enter}');
    await waitFor(() =>
      expect(lastQuery('/wps/agent/team/bets')).toMatchObject({
        account: 'demosubplayer',
        pageNo: '1',
      }),
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Team bets' })).toBeVisible());
    for (const row of bodyRows('Team bets')) expect(row).toHaveTextContent(/^demosubplayerLevel 3/);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Settled');
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(() =>
      expect(lastQuery('/wps/agent/team/bets')).toMatchObject({
        account: 'demosubplayer',
        gameType: 'RNG',
        status: 'settled',
        pageNo: '1',
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Levels'), 'Direct downlines');
    await waitFor(() => expect(lastQuery('/wps/agent/team/bets')).toMatchObject({ depth: '1' }));

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(lastQuery('/wps/agent/team/bets')).not.toHaveProperty('status'));
  });

  it('says when the member asked for is not in the team, instead of an error', async () => {
    await renderPortal(<TeamBettingPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Team bets' });
    await userEvent.type(screen.getByLabelText('Member account'), 'demomaster');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('demomaster is not a member of your team.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens for the member team management names in the address', async () => {
    await renderPortal(<TeamBettingPage />, {
      store: await signedInStore('demoagent'),
      route: '/?ac=personalHistoryCopy&acAccount=demosubagent',
    });
    await screen.findByRole('table', { name: 'Team bets' });
    expect(screen.getByLabelText('Member account')).toHaveValue('demosubagent');
    expect(lastQuery('/wps/agent/team/bets')).toMatchObject({ account: 'demosubagent' });
  });

  it('exports every bet of the filter, all pages, as CSV with the heading', async () => {
    await renderPortal(<TeamBettingPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Team bets' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery('/wps/agent/team/bets').startDate).toBe('2026-10-02'));
    const total = await countShown();
    expect(total).toBeGreaterThan(10);
    sent = [];

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`${total} rows exported.`)).toBeInTheDocument();
    const file = await exported();
    expect(file.name).toBe('team-bets_2026-10-02_2026-10-31.csv');
    expect(file.lines[0]).toBe(
      'Member,Level,Bet number,Time,Game,Game type,Vendor,Stake,Valid bet,Payout,Result,Status',
    );
    expect(file.lines).toHaveLength(total + 1);
    // Read at the contract's largest page, with the filter shown.
    expect(sentTo('/wps/agent/team/bets').map((url) => url.searchParams.get('pageSize'))).toEqual(
      Array(Math.ceil(total / 100)).fill('100'),
    );
    expect(lastQuery('/wps/agent/team/bets')).toMatchObject({
      startDate: '2026-10-02',
      endDate: '2026-10-31',
    });
  });

  it('says why an export failed', async () => {
    await renderPortal(<TeamBettingPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Team bets' });
    mock.backend.config.faults = [
      { operationId: 'listTeamBets', status: 400, code: 'unknown_error' },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not export\./);
    expect(downloads).toEqual([]);
  });
});

describe('user profit and loss', () => {
  it('shows a line per member with the team totals, searchable by member', async () => {
    await renderPortal(<TeamProfitLossPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Profit and loss by member' });
    expect(totalOf('Profit/loss')).toMatch(/^[+-]?P[\d,]+\.\d{2}$/);
    const members = await countShown();
    expect(members).toBeGreaterThan(1);

    await userEvent.type(screen.getByLabelText('Member account'), 'demosubagent2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await countShown()).toBe(1));
    expect(bodyRows('Profit and loss by member')[0]).toHaveTextContent(/^demosubagent2Level 2/);
    expect(lastQuery('/wps/agent/team/profitLoss')).toMatchObject({ account: 'demosubagent2' });
  });

  it('exports the member lines as CSV', async () => {
    await renderPortal(<TeamProfitLossPage />, { store: await signedInStore('demoagent') });
    await screen.findByRole('table', { name: 'Profit and loss by member' });
    const members = await countShown();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText(new RegExp(`^${members} rows? exported\\.$`));
    const file = await exported();
    expect(file.lines[0]).toBe(
      'Member,Level,Bets,Bet,Valid bet,Win/loss,Bonus,Rebate,Profit/loss,Deposits,Withdrawals',
    );
    expect(file.lines).toHaveLength(members + 1);
  });
});

describe('my income', () => {
  it('shows the total, a bar per source with its share, and the income per day', async () => {
    await renderPortal(<AgentIncomePage />, { store: await signedInStore('demoagent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    const bySource = await screen.findByRole('table', { name: 'Income by source' });
    const rows = within(bySource).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
      'Commission',
    ]);
    const income = await toResult(
      api.GET('/wps/agent/income', {
        params: { query: { startDate: '2026-10-02', endDate: '2026-10-31' } },
      }),
    );
    if (!income.ok) throw income.error;
    expect(totalOf('Income')).toBe(formatMoney(income.value.totals.total, 'P'));
    const chart = screen.getByRole('img', { name: /^Income per day From Oct 2 to Oct 31\./ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const file = await exported();
    expect(file.name).toBe('my-income_2026-10-02_2026-10-31.csv');
    expect(file.lines[0]).toBe(
      'Day,Dividend,Daily salary,Hourly salary,Real-time salary,Commission,Income',
    );
    expect(file.lines).toHaveLength(income.value.daily.length + 1);
  });

  it('says when a load failed and loads again on Retry', async () => {
    mock.backend.config.faults = [
      { operationId: 'getAgentIncome', status: 400, code: 'unknown_error' },
    ];
    await renderPortal(<AgentIncomePage />, { store: await signedInStore('demoagent') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your income.');
    mock.backend.config.faults = [];
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Income by source' });
  });
});

describe('transaction details', () => {
  it('lists the team records and narrows them by type', async () => {
    await renderPortal(<TeamTransactionsPage />, { store: await signedInStore('demoagent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() =>
      expect(lastQuery('/wps/agent/team/transactions').startDate).toBe('2026-10-02'),
    );
    await screen.findByRole('table', { name: 'Team transactions' });
    const all = await countShown();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Withdrawal');
    await waitFor(() =>
      expect(lastQuery('/wps/agent/team/transactions')).toMatchObject({ type: 'withdrawal' }),
    );
    await waitFor(async () => expect(await countShown()).toBeLessThan(all));
    for (const row of bodyRows('Team transactions')) expect(row).toHaveTextContent('Withdrawal');
  });

  it('says when the team has no records in the days', async () => {
    await renderPortal(<TeamTransactionsPage />, { store: await signedInStore('demosubagent2') });
    await userEvent.selectOptions(await screen.findByLabelText('Type'), 'Dividend');
    expect(await screen.findByText('No team transactions in these days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('the numbers add up across the reports', () => {
  /** A page's totals, by term. */
  const totals = () =>
    Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );

  it('for demoagent over the same days: team betting, user profit and loss and the overview', async () => {
    const store = await signedInStore('demoagent');
    const betting = await renderPortal(<TeamBettingPage />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery('/wps/agent/team/bets').startDate).toBe('2026-10-02'));
    await screen.findByRole('table', { name: 'Team bets' });
    const bets = totals();
    // Cancelled bets were refunded: they are listed in team betting but are no activity.
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await waitFor(() => expect(lastQuery('/wps/agent/team/bets').status).toBe('cancelled'));
    await waitFor(() => expect(document.querySelector('.records-body[aria-busy]')).toBeNull());
    // No cancelled bet in the days shows the empty list, without totals.
    const cancelled = Number(totals()['Bets'] ?? 0);
    betting.unmount();

    await renderPortal(<TeamProfitLossPage />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() =>
      expect(lastQuery('/wps/agent/team/profitLoss').startDate).toBe('2026-10-02'),
    );
    await screen.findByRole('table', { name: 'Profit and loss by member' });
    const profitLoss = totals();

    expect(profitLoss['Valid bet']).toBe(bets['Valid bet']);
    expect(profitLoss['Win/loss']).toBe(bets['Result']);
    expect(Number(profitLoss['Bets'])).toBe(Number(bets['Bets']) - cancelled);

    const overview = await toResult(
      api.GET('/wps/agent/team/overview', {
        params: { query: { startDate: '2026-10-02', endDate: '2026-10-31' } },
      }),
    );
    if (!overview.ok) throw overview.error;
    expect(formatMoney(overview.value.validBet, 'P')).toBe(bets['Valid bet']);
    expect(formatMoney(overview.value.withdrawalAmount, 'P')).toBe(profitLoss['Withdrawals']);
    expect(formatMoney(overview.value.depositAmount, 'P')).toBe(profitLoss['Deposits']);
  });
});
