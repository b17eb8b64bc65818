// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { writeSession } from '../../../lib/storage/session-values';
import { changePasswordReasonAtom } from '../../../lib/stores/dialog-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import ChangePasswordDialog from './change-password-dialog';
import LogoutConfirmDialog from './logout-confirm-dialog';

// The portal's client calls its own origin; in jsdom that origin has to be spelled out.
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

/** Signs in through the API and seeds the store the way a login leaves it. */
async function signedIn(username: string, password = 'demo1234') {
  const result = await toResult(
    api.POST('/wps/session/login', { body: { username, password, type: 'username' } }),
  );
  if (!result.ok) throw new Error(`login ${username}: ${result.error.key}`);
  if (!('token' in result.value)) throw new Error('login asked for a second factor');
  writeSession({ token: result.value.token, account: username, isAgent: false });
  const store = createStore();
  store.set(tokenAtom, result.value.token);
  const [info, permission] = await Promise.all([
    toResult(api.GET('/wps/member/info')),
    toResult(api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } })),
  ]);
  if (info.ok) store.set(memberInfoAtom, info.value);
  if (permission.ok) store.set(permissionAtom, permission.value);
  return { store, token: result.value.token };
}

describe('LogoutConfirmDialog', () => {
  it('asks first; on confirm ends the session, keeps only merchant and merchantCode, resets the login state', async () => {
    const { store, token } = await signedIn('demoplayer');
    sessionStorage.setItem('merchant', 'royal');
    sessionStorage.setItem('merchantCode', 'M01');
    const onClose = vi.fn();
    await renderPortal(<LogoutConfirmDialog onClose={onClose} />, { store });
    expect(await screen.findByRole('dialog', { name: 'Log out' })).toHaveTextContent(
      'Are you sure you want to log out?',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(memberInfoAtom)).toBeNull();
    // The server ended the session too.
    const after = await fetch('/wps/member/info', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it('cancel keeps everything', async () => {
    const { store } = await signedIn('demovip');
    const onClose = vi.fn();
    await renderPortal(<LogoutConfirmDialog onClose={onClose} />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(store.get(tokenAtom)).not.toBeNull();
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });
});

describe('ChangePasswordDialog', () => {
  it('forced after an expired password: not dismissible, the password rule applies, success reloads the member', async () => {
    const { store } = await signedIn('demoexpired');
    store.set(changePasswordReasonAtom, 'expired');
    const onClose = vi.fn();
    await renderPortal(<ChangePasswordDialog onClose={onClose} />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveTextContent('Your password has expired.');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('6-20 characters with both letters and digits')).toBeInTheDocument();

    const oldField = screen.getByLabelText(/^Current password/);
    const newField = screen.getByLabelText(/^New password/);
    const confirmField = screen.getByLabelText(/^Confirm new password/);
    await userEvent.type(oldField, 'wrong999');
    await userEvent.type(newField, 'onlyletters');
    await userEvent.type(confirmField, 'different1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Please follow the rule: 6-20 characters with both letters and digits',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The confirmation does not match the new password.'),
    ).toBeInTheDocument();

    await userEvent.clear(newField);
    await userEvent.type(newField, 'newpass99');
    await userEvent.clear(confirmField);
    await userEvent.type(confirmField, 'newpass99');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is wrong.')).toBeInTheDocument();

    await userEvent.clear(oldField);
    await userEvent.type(oldField, 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.get(changePasswordReasonAtom)).toBe('chosen');
    expect(store.get(memberInfoAtom)?.passwordExpired).toBe(false);
  });

  it('forced by the default password: the only other way out is to log out', async () => {
    const { store } = await signedIn('demodefault', '{secret}');
    store.set(changePasswordReasonAtom, 'defaultPassword');
    const onClose = vi.fn();
    await renderPortal(<ChangePasswordDialog onClose={onClose} />, { store });
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toHaveTextContent(
      'You are still using the default password.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out instead' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.get(tokenAtom)).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.get(changePasswordReasonAtom)).toBe('chosen');
  });

  it('chosen by the member: dismissible, no log-out button', async () => {
    const { store } = await signedIn('demovip');
    const onClose = vi.fn();
    await renderPortal(<ChangePasswordDialog onClose={onClose} />, { store });
    await screen.findByRole('dialog', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Log out instead' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
