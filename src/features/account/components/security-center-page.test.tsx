// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { inboxMessages } from '../../../../mock-server/testing/test-api';
import { newPlayer } from '../../../../fixtures/new-player';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { changePasswordReasonAtom, openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import SecurityCenterPage from './security-center-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

const mock = servePortalMock();

/** A member registered just now (no payment password yet), signed in. */
async function freshMember(): Promise<{ store: PortalStore; password: string }> {
  const player = newPlayer();
  const sent = await toResult(
    api.POST('/wps/verification/sms/register', {
      body: { countryDialingCode: '+63', mobileNo: player.mobileNum, username: player.username },
    }),
  );
  if (!sent.ok) throw new Error(`register code: ${sent.error.key}`);
  const code = inboxMessages(mock.backend.db, `+63${player.mobileNum}`)[0]?.code ?? '';
  const registered = await toResult(
    api.PUT('/wps/member/register', {
      body: { ...player, countryDialingCode: '+63', verificationCode: code, login: true },
    }),
  );
  if (!registered.ok) throw new Error(`register: ${registered.error.key}`);
  const store = createStore();
  sessionStorage.setItem('token', registered.value.token);
  store.set(tokenAtom, registered.value.token);
  return { store, password: player.password };
}

async function renderPage(store: PortalStore) {
  const rendered = await renderPortal(<SecurityCenterPage />, { store });
  await screen.findByRole('region', { name: 'Profile' });
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('My account', () => {
  it('shows the account details the member cannot change, with the bound email masked', async () => {
    await renderPage(await signedInStore('demoplayer'));
    const details = section('Account details');
    expect(within(details).getByText('demoplayer')).toBeInTheDocument();
    expect(within(details).getByText('Silver')).toBeInTheDocument();
    const email = details.querySelector('[data-fact="email"] dd');
    expect(email?.textContent).toMatch(/\*/);
    expect(details.querySelector('[data-fact="phone"] dd')).toHaveTextContent('Not bound');
  });

  it('saves a changed field, and the profile read again has it', async () => {
    const store = await signedInStore('demosubplayer');
    const { unmount } = await renderPage(store);
    const profile = section('Profile');
    const occupation = within(profile).getByLabelText('Occupation');
    await userEvent.clear(occupation);
    await userEvent.type(occupation, 'Engineer');
    await userEvent.selectOptions(within(profile).getByLabelText('Nationality'), 'VN');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Your profile is saved.');
    unmount();

    await renderPage(store);
    expect(within(section('Profile')).getByLabelText('Occupation')).toHaveValue('Engineer');
    expect(within(section('Profile')).getByLabelText('Nationality')).toHaveValue('VN');
  });

  it('says so when nothing changed, and checks the contract bounds before sending', async () => {
    await renderPage(await signedInStore('demosubplayer'));
    const profile = section('Profile');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Nothing has changed');

    const nickname = within(profile).getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'n'.repeat(33));
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('At most 32 characters.')).toBeInTheDocument();
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal of a birthday under the age of consent on that field", async () => {
    await renderPage(await signedInStore('demosubplayer'));
    const profile = section('Profile');
    const birthday = within(profile).getByLabelText('Birthday');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '2020-01-01');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('You must be of legal age to play.')).toBeVisible();
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the change-password dialog for the login password', async () => {
    const { store } = await renderPage(await signedInStore('demoplayer'));
    await userEvent.click(screen.getByRole('button', { name: 'Change login password' }));
    expect(store.get(openDialogAtom)).toBe('changePassword');
    expect(store.get(changePasswordReasonAtom)).toBe('chosen');
  });

  it('sets a first payment password with the login password, then offers to change it', async () => {
    const { store, password } = await freshMember();
    await renderPage(store);
    const security = section('Security');
    expect(within(security).getByText(/Not set yet/)).toBeInTheDocument();
    await userEvent.type(within(security).getByLabelText(/^Login password/), password);
    await userEvent.type(within(security).getByLabelText(/^New payment password/), '246810');
    await userEvent.type(
      within(security).getByLabelText(/^Confirm new payment password/),
      '246810',
    );
    await userEvent.click(within(security).getByRole('button', { name: 'Set payment password' }));
    expect(await within(security).findByRole('status')).toHaveTextContent(
      'Your payment password is set.',
    );
    expect(within(security).getByLabelText(/^Current payment password/)).toHaveValue('');
    expect(within(security).getByRole('button', { name: 'Change payment password' })).toBeVisible();
  });

  it('holds the new payment password to the site rule and refuses a wrong current one', async () => {
    await renderPage(await signedInStore('demovip'));
    const security = section('Security');
    const current = within(security).getByLabelText(/^Current payment password/);
    const fresh = within(security).getByLabelText(/^New payment password/);
    await userEvent.type(current, '000000');
    await userEvent.type(fresh, '12ab');
    await userEvent.type(within(security).getByLabelText(/^Confirm new payment password/), '12ab');
    const change = within(security).getByRole('button', { name: 'Change payment password' });
    await userEvent.click(change);
    expect(await within(security).findByText('Please follow the rule: 6 digits')).toBeVisible();

    await userEvent.clear(fresh);
    await userEvent.type(fresh, '135790');
    const confirm = within(security).getByLabelText(/^Confirm new payment password/);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '135790');
    await userEvent.click(change);
    expect(
      await within(security).findByText('The current payment password is wrong.'),
    ).toBeVisible();
    await waitFor(() => expect(current).toHaveFocus());
  });

  it('says for how many minutes a locked payment password stays locked', async () => {
    // Five wrong payment passwords (any operation) have locked demoagent's for 9 min 30 s more.
    const demoagent = mock.backend.db.memberByAccount('demoagent');
    if (!demoagent) throw new Error('no demoagent');
    const { clock } = mock.backend;
    await mock.backend.db.paymentPasswordGuards.insert({
      id: demoagent.id,
      failures: 5,
      lastFailureAt: clock.iso(),
      lockedUntil: new Date(clock.nowMs() + 9 * 60_000 + 30_000).toISOString(),
    });
    await renderPage(await signedInStore('demoagent'));
    const security = section('Security');
    await userEvent.type(within(security).getByLabelText(/^Current payment password/), '123456');
    await userEvent.type(within(security).getByLabelText(/^New payment password/), '135790');
    await userEvent.type(
      within(security).getByLabelText(/^Confirm new payment password/),
      '135790',
    );
    await userEvent.click(
      within(security).getByRole('button', { name: 'Change payment password' }),
    );
    expect(
      await within(security).findByText(
        'The payment password is locked after too many wrong tries. Try again in 10 min.',
      ),
    ).toBeVisible();
    await mock.backend.db.paymentPasswordGuards.remove(demoagent.id);
  });
});
