// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessages } from '../../../../mock-server/testing/test-api';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import LoginDialog from './login-dialog';

vi.hoisted(() => {
  process.env.VITE_API_BASE_URL = window.location.origin;
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => mock.server.close());
beforeEach(() => sessionStorage.clear());
afterEach(() => expect(mock.violations).toEqual([]));

const phone = '+639171234567';
const lastCode = () => inboxMessages(mock.backend.db, phone)[0]?.code ?? '';

async function askForSecondFactor(account: string, body: Record<string, unknown> = {}) {
  const set = await toResult(
    api.PUT('/__mock/second-factor', { body: { account, mode: 'always', ...body } }),
  );
  if (!set.ok) throw new Error(set.error.key);
}

/** Types by pasting: key-by-key typing is slow on a busy machine, and typing is not under test. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function signIn(username: string) {
  const store = createStore();
  const permission = await toResult(
    api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } }),
  );
  if (permission.ok) store.set(permissionAtom, permission.value);
  store.set(openDialogAtom, 'login');
  await renderPortal(<LoginDialog onClose={() => store.set(openDialogAtom, null)} />, { store });
  await screen.findByRole('dialog', { name: 'Log in' });
  await fill(screen.getByRole('textbox', { name: 'Username' }), username);
  await fill(screen.getByLabelText(/^Password/), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: "Confirm it's you" });
  return store;
}

// The first render of the file loads the dialog's code and every on-demand text area; a login, the
// step and the session follow: on a machine shared by many test runs that outgrows 20 s.
describe('the second-factor step of the login dialog', { timeout: 60_000 }, () => {
  it('asks for the SMS code sent to the masked number and checks the answer on the field', async () => {
    await askForSecondFactor('demosms');
    const store = await signIn('demosms');
    expect(screen.getByText(/sent by SMS to \+639171\*\*\*567/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /^SMS code/ });
    await waitFor(() => expect(field).toHaveFocus());
    // The code was sent with the login: the resend waits the server's 60 s.
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    expect(store.get(tokenAtom)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the answer.')).toBeInTheDocument();
    await fill(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();

    const code = lastCode();
    await userEvent.clear(field);
    await fill(field, code === '000000' ? '111111' : '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid verification code.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  });

  // Another account: the wrong code above counts as a failed login of demosms (captcha next).
  it('signs in with the right email code: session stored, welcome next', async () => {
    await askForSecondFactor('demosubplayer', { method: 'email' });
    const store = await signIn('demosubplayer');
    const code = inboxMessages(mock.backend.db, 'demosubplayer@sandbox.test')[0]?.code ?? '';
    await fill(screen.getByRole('textbox', { name: /^Email code/ }), code);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
    expect(store.get(tokenAtom)).toBe(sessionStorage.getItem('token'));
  });

  it('asks for the bank account holder name without a resend button', async () => {
    await askForSecondFactor('demovip', { method: 'bankAccountName' });
    const store = await signIn('demovip');
    expect(screen.queryByRole('button', { name: /Resend|Send again/ })).toBeNull();
    await fill(screen.getByRole('textbox', { name: /^Bank account holder name/ }), 'victoria ip');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
  });

  it('an expired step says so and leads back to the form', async () => {
    await askForSecondFactor('demomaster', { method: 'authenticator' });
    await signIn('demomaster');
    mock.backend.clock.advance(5 * 60_000);
    await fill(screen.getByRole('textbox', { name: /^Authenticator code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The code has expired');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demomaster');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
