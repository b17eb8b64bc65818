// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoPassword } from '../../../../fixtures/demo-accounts';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { renderPortal } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import PlayerProtectionPage from './player-protection-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

async function renderPage(account: string) {
  const store = await signedInStore(account);
  return renderPortal(<PlayerProtectionPage />, { store, route: '/?mc=playerProtection' });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the responsible-gaming page', () => {
  it('sets deposit limits: a new one applies at once, a raise waits 24 hours and is kept', async () => {
    await renderPage('demoplayer');
    const limits = await screen.findByRole('region', { name: 'Deposit limits' });
    const day = await within(limits).findByRole('textbox', { name: 'Daily limit (24 hours)' });
    expect(day).toHaveValue('');
    expect(day).toHaveAccessibleDescription('Deposited P0.00; no limit.');

    await userEvent.type(day, '500');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save limits' }));
    expect(await within(limits).findByRole('status')).toHaveTextContent(
      'Your deposit limits are saved.',
    );
    await waitFor(() => expect(day).toHaveAccessibleDescription('Deposited P0.00, P500.00 left.'));

    await userEvent.clear(day);
    await userEvent.type(day, '1000');
    await userEvent.click(within(limits).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(
        /^Deposited P0\.00, P500\.00 left\. Rises to P1,000\.00 on .+\.$/,
      ),
    );
    expect(day).toHaveValue('1000');
  });

  it('checks amounts before sending them', async () => {
    await renderPage('demosubplayer');
    const limits = await screen.findByRole('region', { name: 'Deposit limits' });
    await userEvent.type(
      await within(limits).findByRole('textbox', { name: 'Weekly limit (7 days)' }),
      '10.005',
    );
    await userEvent.type(
      within(limits).getByRole('textbox', { name: 'Monthly limit (30 days)' }),
      '0',
    );
    await userEvent.click(within(limits).getByRole('button', { name: 'Save limits' }));
    expect(await within(limits).findByText('Use at most 2 decimals.')).toBeInTheDocument();
    expect(
      within(limits).getByText('Enter an amount above 0, or leave the box empty.'),
    ).toBeInTheDocument();
  });

  it('saves the reality-check interval', async () => {
    await renderPage('demovip');
    const reality = await screen.findByRole('region', { name: 'Reality check' });
    const select = await within(reality).findByRole('combobox', { name: 'Remind me' });
    expect(select).toHaveDisplayValue('Off');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Off',
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 45 minutes',
      'Every 60 minutes',
      'Every 90 minutes',
      'Every 120 minutes',
    ]);
    await userEvent.selectOptions(select, 'Every 30 minutes');
    await userEvent.click(within(reality).getByRole('button', { name: 'Save reminder' }));
    expect(await within(reality).findByRole('status')).toHaveTextContent(
      'Saved: a reminder every 30 minutes.',
    );
  });

  it('takes a break: choose, password, a confirmation that it cannot be undone, then signed out', async () => {
    const { store } = await renderPage('demomaster');
    const exclusion = section('Take a break');
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Continue' }));
    expect(await within(exclusion).findByText('Choose how long your break lasts.')).toBeVisible();
    expect(within(exclusion).getByText('Please enter your password.')).toBeVisible();

    const timeOut = within(exclusion).getByRole('group', { name: 'Time-out' });
    await userEvent.click(within(timeOut).getByRole('radio', { name: '7 days' }));
    await userEvent.type(within(exclusion).getByLabelText(/^Your password/), 'wrong-one');
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Continue' }));
    const confirm = within(exclusion).getByRole('group', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent(
      'You are starting a time-out of 7 days. You will be logged out at once and cannot log in until it ends. It cannot be undone or shortened.',
    );
    // The focus moves in an effect after the confirmation renders.
    await waitFor(() =>
      expect(within(confirm).getByRole('heading', { name: 'Are you sure?' })).toHaveFocus(),
    );

    // A wrong password goes back to the form, which says so.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start the time-out' }));
    expect(await within(exclusion).findByText('The password is wrong.')).toBeVisible();
    await waitFor(() => expect(within(exclusion).getByLabelText(/^Your password/)).toHaveFocus());
    expect(store.get(tokenAtom)).not.toBeNull();

    const selfExclusion = within(exclusion).getByRole('group', { name: 'Self-exclusion' });
    await userEvent.click(within(selfExclusion).getByRole('radio', { name: '6 months' }));
    await userEvent.type(within(exclusion).getByLabelText(/^Your password/), demoPassword);
    await userEvent.click(within(exclusion).getByRole('button', { name: 'Continue' }));
    await userEvent.click(
      within(exclusion).getByRole('button', { name: 'Start the self-exclusion' }),
    );
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.get(warningAtom)?.text).toMatch(
      /^Your self-exclusion has started and you have been logged out\. You can log in again after .+\.$/,
    );
  });
});
