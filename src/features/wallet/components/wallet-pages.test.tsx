// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
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
