// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { AddressProbe } from './page-test-support';
import TransferUplinePage from './transfer-upline-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const mainBalance = () => screen.getByText('Main wallet').nextSibling?.textContent ?? '';
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('transfer to upline', () => {
  it('refuses more than the main wallet, a wrong payment password, then transfers', async () => {
    const user = userEvent.setup();
    await renderPortal(<TransferUplinePage />, { store: await signedInMemberStore('demoplayer') });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const before = money(mainBalance());
    expect(before).toBeGreaterThan(10);

    await user.type(amount, String(before + 1));
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('That is more than your main wallet holds.'),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '10.50');
    await user.clear(screen.getByLabelText(/^Payment password/));
    await user.type(screen.getByLabelText(/^Payment password/), '999999');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/payment password/i);
    expect(screen.getByLabelText(/^Payment password/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^Payment password/));
    await user.type(screen.getByLabelText(/^Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/^P10\.50 transferred to demosubagent2\./)).toBeInTheDocument();
    await waitFor(() => expect(money(mainBalance())).toBeCloseTo(before - 10.5, 2));
    expect(amount).toHaveValue('');
  });

  it('leads a member without a payment password to My account', async () => {
    const store = await signedInMemberStore('demoplayer');
    const info = store.get(memberInfoAtom);
    if (!info) throw new Error('no member info');
    store.set(memberInfoAtom, { ...info, hasPaymentPassword: false });
    await renderPortal(
      <>
        <TransferUplinePage />
        <AddressProbe />
      </>,
      { store, route: '/?mc=transferUpline' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set a payment password' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?mc=securityCenter');
  });
});
