// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoEmail } from '../../../../fixtures/demo-accounts';
import { inboxMessages } from '../../../../mock-server/testing/test-api';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import ForgotPasswordDialog from './forgot-password-dialog';

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
afterEach(() => expect(mock.violations).toEqual([]));

async function openForgot() {
  const store = createStore();
  const permission = await toResult(
    api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } }),
  );
  if (permission.ok) store.set(permissionAtom, permission.value);
  store.set(openDialogAtom, 'forgotPassword');
  await renderPortal(
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route path="*" element={<ForgotPasswordDialog onClose={vi.fn()} />} />
    </Routes>,
    { store, route: '/rng' },
  );
  await screen.findByRole('dialog', { name: 'Forgot password' });
  return store;
}

describe('ForgotPasswordDialog', () => {
  it('by email: refuses a pair that does not match, then confirms the mail to a demo account (in_been_out)', async () => {
    await openForgot();
    expect(screen.getByRole('tab', { name: 'By phone' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Username/ }), 'demoplayer');
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), demoEmail('demovip'));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('The username or email does not exist.')).toBeInTheDocument();

    // Demo accounts follow the published username rule, so the form lets one through.
    await userEvent.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), demoEmail('demoplayer'));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset instructions have been sent.',
    );
    expect(inboxMessages(mock.backend.db, demoEmail('demoplayer')).length).toBeGreaterThan(0);
  });

  it('by phone: the code sent to the number, a new password under the rule, then signed in and home', async () => {
    const store = await openForgot();
    await userEvent.click(screen.getByRole('tab', { name: 'By phone' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Mobile number/ }),
      '9171234567',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const code = inboxMessages(mock.backend.db, '+639171234567')[0]?.code ?? '';
    await userEvent.type(screen.getByRole('textbox', { name: /^SMS code/ }), code);
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh2024');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh2024');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password and log in' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(store.get(tokenAtom)).not.toBeNull();
    expect(store.get(memberInfoAtom)?.account).toBe('demosms');
    expect(store.get(openDialogAtom)).toBeNull();
    expect(mock.backend.db.memberByAccount('demosms')?.password).toBe('fresh2024');
  });
});
