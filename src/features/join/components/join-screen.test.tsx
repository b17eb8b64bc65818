// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { AddressProbe } from '../../../testing/address-probe';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInCentreStore } from '../../../testing/signed-in-store';
import JoinScreen from './join-screen';

vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const renderJoin = async (route: string, store?: PortalStore) =>
  renderPortal(
    <>
      <JoinScreen />
      <AddressProbe />
    </>,
    { route, ...(store ? { store } : {}) },
  );

describe('the join page', () => {
  it('checks the agent code of the address and opens registration on the same address', async () => {
    const { store } = await renderJoin('/join?affiliateCode=DEMOAGENT');
    expect(await screen.findByText(/^You were invited by .+ \(code DEMOAGENT\)\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(store.get(openDialogAtom)).toBe('register');
    // The registration dialog reads its codes from this address (registration/rules/url-codes).
    expect(screen.getByTestId('address')).toHaveTextContent('/join?affiliateCode=DEMOAGENT');
  });

  it('says when the code cannot be used here, and still offers registration', async () => {
    await renderJoin('/join?code=NOSUCHCODE');
    expect(
      await screen.findByText(/^The invitation code NOSUCHCODE cannot be used on this site\./),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register now' })).toBeEnabled();
  });

  it('mentions a friend referral code without checking it as an agent code', async () => {
    await renderJoin('/join?referralCode=FRIEND1');
    expect(screen.getByText(/invited by a friend \(code FRIEND1\)/)).toBeVisible();
    expect(screen.queryByTestId('join-invitation')).toBeNull();
  });

  it('lists the contract types the site offers', async () => {
    await renderJoin('/join', await signedInCentreStore('demoplayer'));
    expect(screen.getByText(/You are logged in as a player/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
    expect(screen.getByText('Dividend')).toBeVisible();
  });

  it('sends an agent to the agent centre', async () => {
    await renderJoin('/join', await signedInCentreStore('demoagent'));
    await userEvent.click(screen.getByRole('button', { name: 'Open the agent centre' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/join?ac=agentTeamOverview');
  });
});
