// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessages } from '../../../../mock-server/testing/test-api';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom, warningAtom } from '../../../lib/stores/dialog-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import RegisterDialog from './register-dialog';

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

async function openRegister(route = '/register') {
  const store = createStore();
  const permission = await toResult(
    api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } }),
  );
  if (permission.ok) store.set(permissionAtom, permission.value);
  store.set(openDialogAtom, 'register');
  await renderPortal(<RegisterDialog onClose={() => store.set(openDialogAtom, null)} />, {
    store,
    route,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByRole('tab', { name: 'Username' });
  return { store, dialog };
}

const field = (name: RegisterLabel) =>
  screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
type RegisterLabel =
  'Username' | 'Password' | 'Confirm password' | 'Mobile number' | 'SMS code' | 'Invitation code';

async function fillAccount(username: string, mobile: string, code = '000000') {
  await userEvent.type(field('Username'), username);
  await userEvent.type(field('Password'), 'pass1234');
  await userEvent.type(field('Confirm password'), 'pass1234');
  await userEvent.type(field('Mobile number'), mobile);
  await userEvent.type(field('SMS code'), code);
  await userEvent.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
}

describe('RegisterDialog against the mock backend', () => {
  it('shows exactly the fields the validators enable, with their hint texts', async () => {
    await openRegister();
    for (const label of [
      'Username',
      'Password',
      'Confirm password',
      'Mobile number',
      'SMS code',
      'Real name',
      'Email',
      'WhatsApp',
      'Invitation code',
    ]) {
      expect(
        screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }),
      ).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^QQ number/)).toBeNull();
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
    expect(
      screen.getByText('6-16 characters: a letter first, then letters and digits'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions.' }),
    ).toBeChecked();
    // The site names no terms page of its own (termsUrl null): the help centre's terms topic.
    const terms = screen.getByRole('link', { name: 'Read the terms' });
    expect(terms).toHaveAttribute('href', '/helpmc?topic=terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('checkbox', { name: 'I confirm that I am at least 18 years old.' }),
    ).not.toBeChecked();
  });

  it('checks the fields against the rules before sending', async () => {
    await openRegister();
    await userEvent.type(field('Username'), '9lives');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'Please follow the rule: 6-16 characters: a letter first, then letters and digits',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm that you are at least 18 years old.'),
    ).toBeInTheDocument();
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts a server refusal on the field it names (mobile number taken)', async () => {
    const { store } = await openRegister();
    // demosms owns +63 9171234567.
    await fillAccount('newplayer00', '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('This mobile number is already registered.'),
    ).toBeInTheDocument();
    expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('warns invitation_code_error when the invitation code is refused, and sends nothing', async () => {
    const { store } = await openRegister();
    await fillAccount('newplayer01', '9170000102');
    await userEvent.type(field('Invitation code'), 'NOSUCHCODE');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.get(warningAtom)).toEqual({ key: 'invitation_code_error' }));
    expect(field('Invitation code')).toHaveAttribute('aria-invalid', 'true');
    expect(mock.backend.db.memberByAccount('newplayer01')).toBeFalsy();
  });

  it('hides the invitation code field when the URL code is accepted, and registers under it with the SMS code', async () => {
    const { store } = await openRegister('/register?affiliateCode=DEMOAGENT');
    expect(await screen.findByText(/You were invited by/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Invitation code/)).toBeNull();

    await userEvent.type(field('Mobile number'), '9170000103');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(inboxMessages(mock.backend.db, '+639170000103')[0]?.code).toBeTruthy(),
    );
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = inboxMessages(mock.backend.db, '+639170000103')[0]?.code ?? '';

    await userEvent.type(field('Username'), 'newplayer02');
    await userEvent.type(field('Password'), 'pass1234');
    await userEvent.type(field('Confirm password'), 'pass1234');
    await userEvent.type(field('SMS code'), code);
    await userEvent.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(store.get(tokenAtom)).not.toBeNull());
    expect(store.get(memberInfoAtom)?.account).toBe('newplayer02');
    expect(store.get(openDialogAtom)).toBeNull();
    const agent = mock.backend.db.memberByAccount('demoagent');
    expect(mock.backend.db.memberByAccount('newplayer02')?.uplineId).toBe(agent?.id);
  });
});
