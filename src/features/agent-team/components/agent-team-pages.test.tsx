// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { menuSettingsAtom, permissionAtom } from '../../../lib/site/site-atoms';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useGetBalance } from '../../../lib/wallet/api/use-get-balance';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import AnnouncementPage from './announcement-page';
import DownlineManagementPage from './downline-management-page';
import RegisterCenterPage from './register-center-page';
import TeamOverviewPage from './team-overview-page';

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
  sessionStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

/** Signs in and loads what the app's start-up loads: member info, permission, menu settings. */
async function agent(account: string): Promise<PortalStore> {
  const store = await signedInStore(account);
  const [info, permission, menus] = await Promise.all([
    toResult(api.GET('/wps/member/info')),
    toResult(api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } })),
    toResult(api.GET('/wps/system/menuSettings')),
  ]);
  if (!info.ok || !permission.ok || !menus.ok) throw new Error('start-up calls failed');
  store.set(memberInfoAtom, info.value);
  store.set(permissionAtom, permission.value);
  store.set(menuSettingsAtom, menus.value);
  return store;
}

function AddressProbe() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

/** The header's balance, read from the same query the header reads. */
function BalanceProbe() {
  const balance = useGetBalance(true);
  return <p data-testid="header-balance">{balance.data?.sumBalance ?? ''}</p>;
}

/** A Blob's text (jsdom's Blob has no `text()`). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('unreadable'));
    reader.readAsText(blob);
  });
}

const money = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));

describe('announcements', () => {
  it('lists the notices to agents newest first, 9 a page, with their sanitised content', async () => {
    const user = userEvent.setup();
    await renderPortal(<AnnouncementPage />, { store: await agent('demoagent') });
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(9);
    expect(within(articles[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'New dividend settlement schedule',
    );
    const times = articles.map((a) => a.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(9));
  });
});

describe('team overview', () => {
  it('shows the figures of this week, then of another period, and exports the days', async () => {
    const user = userEvent.setup();
    await renderPortal(<TeamOverviewPage />, { store: await agent('demoagent') });
    const figures = await screen.findByTestId('team-overview-figures');
    expect(within(figures).getByText('Team members').nextSibling).toHaveTextContent(/^\d+$/);
    expect(within(figures).getByText('Deposits').nextSibling).toHaveTextContent(/^P[\d,]+\.\d\d$/);
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Last month' }));
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const perDay = await screen.findByRole('region', { name: 'Figures per day' });
    await waitFor(() =>
      expect(within(perDay).getAllByRole('row').length).toBeGreaterThanOrEqual(29),
    );
    expect(screen.getByRole('img', { name: /Team profit\/loss per day/ })).toBeInTheDocument();

    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:overview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const blob = created.mock.calls[0]?.[0] as Blob;
    const csv = await readText(blob);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Day,New members,Active members,Deposits,Withdrawals,Valid bets,Profit/loss',
    );
    expect(lines.at(-1)).toMatch(/^Total,/);
  });

  it('on the first day of a week, shows "This week" as chosen, not "Today" (the same days)', async () => {
    // Sunday 2026-11-29, mid-morning in the brand's time zone: English weeks start on Sunday.
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-11-29T02:00:00Z'),
      shouldAdvanceTime: true,
    });
    try {
      const user = userEvent.setup();
      await renderPortal(<TeamOverviewPage />, { store: await agent('demoagent') });
      await screen.findByTestId('team-overview-figures');
      const pressed = () =>
        screen
          .getAllByRole('button', { pressed: true })
          .map((button) => button.textContent)
          .filter((name) => name === 'Today' || name === 'This week');
      expect(pressed()).toEqual(['This week']);
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(pressed()).toEqual(['Today']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a range longer than the agent reports take, without asking', async () => {
    const user = userEvent.setup();
    await renderPortal(<TeamOverviewPage />, { store: await agent('demoagent') });
    await screen.findByTestId('team-overview-figures');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose at most 90 days.')).toBeInTheDocument();
  });
});

describe('account: registering a downline', () => {
  it("checks the fields with the site's rules, then registers and leads to team management", async () => {
    const user = userEvent.setup();
    await renderPortal(
      <>
        <RegisterCenterPage />
        <AddressProbe />
      </>,
      { store: await agent('demoagent'), route: '/?ac=registerCenter' },
    );
    // The referral links beside the form, with their QR codes.
    expect(
      (await screen.findAllByRole('img', { name: /^QR code of http/ })).length,
    ).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: /^Username/ }), '9lives');
    await user.type(screen.getByLabelText(/^Password/), 'abc12345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abc12346');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // A taken username is the server's verdict, shown on its field.
    await user.clear(screen.getByRole('textbox', { name: /^Username/ }));
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'demosubagent');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );

    await user.clear(screen.getByRole('textbox', { name: /^Username/ }));
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'teamnew01');
    await user.click(screen.getByRole('radio', { name: /^Agent/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nickname/ }), 'Newbie');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const heading = await screen.findByRole('heading', { name: 'teamnew01 is now in your team' });
    const facts = heading.closest('[role="status"]') as HTMLElement;
    expect(within(facts).getByText('Agent')).toBeInTheDocument();
    expect(within(facts).getByText('Newbie')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open team management' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?ac=downlineManagmentView');
  });
});

describe('team management', () => {
  it('lists the direct downlines, drills into a member and back, and searches an account', async () => {
    const user = userEvent.setup();
    await renderPortal(<DownlineManagementPage />, { store: await agent('demoagent') });
    const table = await screen.findByRole('region', { name: 'Team members' });
    const sub = within(table).getByText('demosubagent').closest('tr') as HTMLElement;
    expect(within(sub).getAllByRole('cell')[1]).toHaveTextContent('1');
    expect(within(sub).getByText('Agent')).toBeInTheDocument();

    await user.click(within(sub).getByRole('button', { name: 'Open the team of demosubagent' }));
    const trail = screen.getByRole('navigation', { name: 'Team levels' });
    await waitFor(() =>
      expect(within(trail).getByText('demosubagent')).toHaveAttribute('aria-current', 'page'),
    );
    const deeper = await screen.findByText('demosubagent2');
    expect(within(deeper.closest('tr') as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      '2',
    );
    // Contracts are between an upline and its direct downline: none offered two levels down.
    expect(
      within(deeper.closest('tr') as HTMLElement).queryByRole('button', { name: /contract with/ }),
    ).toBeNull();

    await user.click(within(trail).getByRole('button', { name: 'My team' }));
    expect(await screen.findByText('demosubagent')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'demosubplayer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByText('demosubplayer');
    expect(within(found.closest('tr') as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      '3',
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search by account' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'demomaster');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('No member of your team has the account demomaster.'),
    ).toBeInTheDocument();
  });

  it('opens the contract page of a kind with a direct agent downline', async () => {
    const user = userEvent.setup();
    await renderPortal(
      <>
        <DownlineManagementPage />
        <AddressProbe />
      </>,
      { store: await agent('demoagent'), route: '/?ac=downlineManagmentView' },
    );
    const button = await screen.findByRole('button', {
      name: 'Daily salary contract with demosubagent',
    });
    await user.click(button);
    expect(screen.getByTestId('address')).toHaveTextContent(
      '?ac=agentDailyWages2&acAccount=demosubagent',
    );
  });

  it('transfers within the bounds, and both balances follow', async () => {
    const user = userEvent.setup();
    await renderPortal(
      <>
        <DownlineManagementPage />
        <BalanceProbe />
      </>,
      { store: await agent('demoagent') },
    );
    const table = await screen.findByRole('region', { name: 'Team members' });
    const row = () => within(table).getByText('demosubagent').closest('tr') as HTMLElement;
    const balanceOfRow = () => money(within(row()).getAllByRole('cell')[3]?.textContent);
    const before = balanceOfRow();
    await waitFor(() => expect(screen.getByTestId('header-balance')).not.toBeEmptyDOMElement());
    const headerBefore = money(screen.getByTestId('header-balance').textContent);

    await user.click(within(row()).getByRole('button', { name: 'Transfer to demosubagent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to demosubagent' });
    const amount = await within(dialog).findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '0');
    await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Enter an amount above 0 with at most 2 decimals.'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, String(headerBefore + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText(/^You can transfer at most P/)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(/^P25\.50 transferred to demosubagent\. Your main wallet: P/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(balanceOfRow()).toBeCloseTo(before + 25.5, 2));
    await waitFor(() =>
      expect(money(screen.getByTestId('header-balance').textContent)).toBeCloseTo(
        headerBefore - 25.5,
        2,
      ),
    );
  });
});
