// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import DepositPage from './deposit-page';
import WalletPage from './wallet-page';
import WithdrawPage from './withdraw-page';

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

async function member(account: string): Promise<PortalStore> {
  const store = await signedInStore(account);
  const info = await toResult(api.GET('/wps/member/info'));
  if (!info.ok) throw new Error('member info failed');
  store.set(memberInfoAtom, info.value);
  return store;
}

function AddressProbe() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

/** A 1×1 png, the bytes the mock checks. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describe('the wallet page (transferFund)', () => {
  it('moves money into a vendor wallet and back to main, the total unchanged', async () => {
    await renderPortal(<WalletPage />, { store: await member('demosubplayer') });
    const total = await screen.findByTestId('wallet-total');
    const before = total.textContent;
    const vendor = (screen.getByRole('combobox', { name: 'Game wallet' }) as HTMLSelectElement)
      .selectedOptions[0]?.textContent;
    if (!vendor) throw new Error('no open vendor wallet');
    const row = () => screen.getByRole('row', { name: new RegExp(`^${vendor}`) });
    expect(row()).toHaveTextContent('P0.00');

    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText(`P12.50 moved from Main wallet to ${vendor}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(row()).toHaveTextContent('P12.50'));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent(before ?? '');

    await userEvent.click(
      screen.getByRole('button', { name: 'Move everything back to the main wallet' }),
    );
    expect(await screen.findByText(/moved back to the main wallet\./)).toBeInTheDocument();
    await waitFor(() => expect(row()).toHaveTextContent('P0.00'));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent(before ?? '');
  });

  it('refuses more than the source wallet holds before asking the server', async () => {
    await renderPortal(<WalletPage />, { store: await member('demosubplayer') });
    await screen.findByTestId('wallet-total');
    await userEvent.click(screen.getByRole('radio', { name: /back to the main wallet/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than the P0.00 available.')).toBeVisible();
  });
});

describe('the deposit page (depositv2)', () => {
  it("keeps to the channel's bounds, then shows the new deposit pending in the list", async () => {
    await renderPortal(<DepositPage />, { store: await member('demosubplayer') });
    const channel = (await screen.findByRole('combobox', {
      name: 'Payment channel',
    })) as HTMLSelectElement;
    const gcash = [...channel.options].find((o) => o.textContent === 'GCash');
    if (!gcash) throw new Error('no GCash channel');
    await userEvent.selectOptions(channel, gcash);
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/The amount must be at least P/)).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '321.5');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('status', { name: 'Deposit requested' })).toHaveTextContent(
      /of P321\.50 is pending/,
    );
    const recent = screen.getByRole('region', { name: 'Recent deposits' });
    await waitFor(() => {
      const first = within(recent).getAllByRole('listitem')[0];
      expect(first).toHaveTextContent('P321.50');
      expect(first).toHaveTextContent('Pending');
    });
  });
});

describe('the withdraw page', () => {
  it('sends a member without a payment password to the security centre', async () => {
    const store = await member('demosubplayer');
    const info = store.get(memberInfoAtom);
    if (!info) throw new Error('no member');
    store.set(memberInfoAtom, { ...info, hasPaymentPassword: false });
    await renderPortal(
      <>
        <WithdrawPage />
        <AddressProbe />
      </>,
      { store, route: '/?mc=withdraw' },
    );
    expect(await screen.findByText(/you have not set one yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set a payment password' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?mc=securityCenter');
  });

  it('confirms a paid withdrawal as partly received, with a proof image, after a final review', async () => {
    // The picker's "all files" lets a player choose any file: the page checks each one itself.
    const user = userEvent.setup({ applyAccept: false });
    await renderPortal(<WithdrawPage />, { store: await member('demoplayer') });
    const recent = await screen.findByRole('region', { name: 'Recent withdrawals' });
    const open = await within(recent).findAllByRole('button', { name: 'Confirm receipt' });
    const record = open[0]?.closest('li');
    if (!open[0] || !record) throw new Error('no paid withdrawal');
    expect(record).toHaveTextContent(/counts as received automatically/);
    await userEvent.click(open[0]);
    const form = within(record).getByRole('form', { name: 'Confirm receipt' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Only part of it arrived' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount that arrived/ }), '1');
    const proof = within(form).getByLabelText('Proof images (optional)');
    await user.upload(proof, [
      new File(['GIF89a'], 'statement.gif', { type: 'image/gif' }),
      new File([pngBytes], 'statement.png', { type: 'image/png' }),
    ]);
    expect(within(form).getByRole('alert')).toHaveTextContent('statement.gif is not a png or jpg');
    expect(within(form).getByRole('list', { name: 'Chosen images' })).toHaveTextContent(
      'statement.png',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));

    const review = within(record).getByRole('region', { name: 'Check your answer' });
    expect(review).toHaveTextContent(/P1\.00 of P.* arrived/);
    expect(review).toHaveTextContent('1 proof image goes with it.');
    expect(review).toHaveTextContent(/cannot be undone and the amount is not refunded/);
    await userEvent.click(within(review).getByRole('button', { name: 'Send my answer' }));
    expect(await within(recent).findByText(/your answer about withdrawal/)).toBeVisible();
    await waitFor(() =>
      expect(within(recent).getAllByText('Partly received').length).toBeGreaterThan(0),
    );
  });
});

describe('the withdraw page, helping the member', () => {
  it("starts the account name as the member's payee name, and leaves it empty without one", async () => {
    const first = await renderPortal(<WithdrawPage />, { store: await member('demoplayer') });
    const name = await screen.findByRole('textbox', { name: /^Account name/ });
    await waitFor(() => expect(name).toHaveValue('Demo Player'));
    await userEvent.clear(name);
    await userEvent.type(name, 'D Player');
    expect(name).toHaveValue('D Player');
    first.unmount();

    await renderPortal(<WithdrawPage />, { store: await member('demosubplayer') });
    expect(await screen.findByRole('textbox', { name: /^Account name/ })).toHaveValue('');
  });

  it('previews each chosen proof image, letting its object URL go on removal and on leaving', async () => {
    const made: string[] = [];
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation(() => `blob:proof-${made.push('x')}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const user = userEvent.setup({ applyAccept: false });
      // demovip's payout awaits its answer too (demoplayer's is answered above).
      const page = await renderPortal(<WithdrawPage />, { store: await member('demovip') });
      const recent = await screen.findByRole('region', { name: 'Recent withdrawals' });
      const [open] = await within(recent).findAllByRole('button', { name: 'Confirm receipt' });
      if (!open) throw new Error('no paid withdrawal');
      await userEvent.click(open);
      const form = within(recent).getByRole('form', { name: 'Confirm receipt' });
      await userEvent.click(within(form).getByRole('radio', { name: 'Only part of it arrived' }));
      await user.upload(within(form).getByLabelText('Proof images (optional)'), [
        new File([pngBytes], 'one.png', { type: 'image/png' }),
        new File([pngBytes], 'two.png', { type: 'image/png' }),
      ]);
      const chosen = within(form).getByRole('list', { name: 'Chosen images' });
      const previews = () =>
        [...chosen.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      await waitFor(() => expect(previews()).toHaveLength(2));
      const [first, second] = previews();
      expect(first).toMatch(/^blob:proof-/);
      expect(second).toMatch(/^blob:proof-/);
      expect(first).not.toBe(second);

      await userEvent.click(within(form).getByRole('button', { name: 'Remove one.png' }));
      expect(within(chosen).queryByText('one.png')).toBeNull();
      expect(revoke).toHaveBeenCalledWith(first);
      expect(revoke).not.toHaveBeenCalledWith(second);
      const shownSecond = previews()[0];

      page.unmount();
      expect(revoke).toHaveBeenCalledWith(shownSecond);
      // Every URL made was let go: none is left holding a file.
      expect(new Set(revoke.mock.calls.map(([url]) => url))).toEqual(
        new Set(create.mock.results.map((r) => r.value as string)),
      );
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  });
});

/** Types a day into one of a date filter's inputs (a native date input takes its value at once). */
function typeDay(region: HTMLElement, label: 'From' | 'To', day: string) {
  fireEvent.change(within(region).getByLabelText(label), { target: { value: day } });
}

describe("the wallet lists' date filter", () => {
  it('shows the deposits of the last 30 days, other days on Search, and the preset again', async () => {
    await renderPortal(<DepositPage />, { store: await member('demoplayer') });
    const deposits = await screen.findByRole('region', { name: 'Recent deposits' });
    expect(within(deposits).getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The four presets of section 9.
    expect(within(deposits).getByRole('button', { name: 'Next 7 days' })).toBeInTheDocument();
    expect(within(deposits).getByRole('button', { name: 'Next 30 days' })).toBeInTheDocument();
    const shown = (await within(deposits).findAllByRole('listitem')).length;
    expect(shown).toBeGreaterThan(0);

    typeDay(deposits, 'From', '2001-01-01');
    typeDay(deposits, 'To', '2001-01-31');
    await userEvent.click(within(deposits).getByRole('button', { name: 'Search' }));
    expect(await within(deposits).findByText('You have no deposits on these days.')).toBeVisible();
    expect(within(deposits).getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(within(deposits).getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(within(deposits).getAllByRole('listitem')).toHaveLength(shown));
  });

  it('filters the withdrawals by days and refuses an end before the start without asking', async () => {
    await renderPortal(<WithdrawPage />, { store: await member('demoplayer') });
    const withdrawals = await screen.findByRole('region', { name: 'Recent withdrawals' });
    const shown = (await within(withdrawals).findAllByRole('listitem')).length;
    expect(shown).toBeGreaterThan(0);

    typeDay(withdrawals, 'From', '2001-02-01');
    typeDay(withdrawals, 'To', '2001-01-01');
    await userEvent.click(within(withdrawals).getByRole('button', { name: 'Search' }));
    expect(within(withdrawals).getByRole('alert')).toHaveTextContent(
      'The last day cannot be before the first day.',
    );
    expect(within(withdrawals).getAllByRole('listitem')).toHaveLength(shown);

    typeDay(withdrawals, 'To', '2001-02-28');
    await userEvent.click(within(withdrawals).getByRole('button', { name: 'Search' }));
    expect(
      await within(withdrawals).findByText('You have no withdrawals on these days.'),
    ).toBeVisible();
    await userEvent.click(within(withdrawals).getByRole('button', { name: 'Previous 7 days' }));
    expect(within(withdrawals).getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
