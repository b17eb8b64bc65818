// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import Cookies from 'js-cookie';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import { captchaText, inboxMessages } from '../../../../mock-server/testing/test-api';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { permissionAtom } from '../../../lib/site/site-atoms';
import { changePasswordReasonAtom, openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import { demoPassword } from '../../../../fixtures/demo-accounts';
import { signedInStore } from '../../../testing/signed-in-store';
import LoginDialog from './login-dialog';

// The portal's client calls its own origin; in jsdom that origin has to be spelled out.
vi.hoisted(() => {
  process.env.VITE_API_BASE_URL = window.location.origin;
});

let mock: PortalMock;
const requested: string[] = [];
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requested.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterAll(() => mock.server.close());
beforeEach(() => {
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  requested.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  expect(mock.violations).toEqual([]);
});

async function openLogin() {
  const store = createStore();
  const permission = await toResult(
    api.GET('/wps/system/permission', { params: { query: { host: 'localhost' } } }),
  );
  if (permission.ok) store.set(permissionAtom, permission.value);
  store.set(openDialogAtom, 'login');
  const onClose = vi.fn(() => store.set(openDialogAtom, null));
  const view = await renderPortal(<LoginDialog onClose={onClose} />, { store });
  await screen.findByRole('dialog', { name: 'Log in' });
  return { store, onClose, view };
}

async function signIn(username: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginDialog against the mock backend', () => {
  it('signs in: token stored, member info loaded, popular list fetched, welcome shown', async () => {
    const { store } = await openLogin();
    expect(screen.getByRole('tab', { name: 'Mobile (SMS)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try free play' })).toBeInTheDocument();
    await signIn('  demovip ', 'demo1234');
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
    expect(store.get(tokenAtom)).toBe(sessionStorage.getItem('token'));
    expect(store.get(tokenAtom)).toMatch(/.{16,}/);
    expect(store.get(memberInfoAtom)?.account).toBe('demovip');
    expect(sessionStorage.getItem('account')).toBe('demovip');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
    expect(requested.some((r) => r.startsWith('GET /lgw/games/popular?count=20'))).toBe(true);
  });

  it('says what is missing before calling the server', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(requested.some((r) => r.includes('/wps/session/login'))).toBe(false);
  });

  it('shows the captcha after a wrong password, and signs in with its text', async () => {
    const { store } = await openLogin();
    await signIn('demoplayer', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The account or password is wrong.');
    const image = await screen.findByRole('img', { name: 'Captcha image' });
    const captchaId = image.getAttribute('data-captcha-id') ?? '';
    expect(requested).toContain('GET /wps/captcha');

    // The captcha is now required.
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha.')).toBeInTheDocument();

    await userEvent.type(
      screen.getByRole('textbox', { name: /^Captcha/ }),
      captchaText(mock.backend.db, captchaId) ?? '',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
    expect(store.get(memberInfoAtom)?.account).toBe('demoplayer');
  });

  it('tells a member in a time-out until when, in their language, and keeps them signed out', async () => {
    // The member starts a 24-hour time-out through the API (it ends every session at once).
    await signedInStore('demoagent');
    const started = await toResult(
      api.POST('/wps/member/protection/timeOut', {
        body: { period: 'day', password: demoPassword },
      }),
    );
    if (!started.ok) throw new Error(started.error.key);
    sessionStorage.clear();

    const { store } = await openLogin();
    await signIn('demoagent', demoPassword);
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(started.value.endsAt),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This account is in a time-out until ${until}. You can log in again after that.`,
    );
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(openDialogAtom)).toBe('login');
  });

  it('tells a locked account in how many minutes it may try again, even with the right password', async () => {
    // Five failed logins have locked the name on the server (rules/login-guard.ts) for 14 min 1 s more.
    // Only Date stands still (timers run), so a slow machine cannot let a second of the lock pass.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { db, clock } = mock.backend;
    await db.loginGuards.insert({
      id: 'demomaster',
      captchaRequired: true,
      failures: 5,
      lastFailureAt: clock.iso(),
      lockedUntil: new Date(clock.nowMs() + 14 * 60_000 + 1_000).toISOString(),
    });
    const { store } = await openLogin();
    await signIn('demomaster', demoPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is locked after too many failed sign-ins. Try again in 15 min.',
    );
    expect(store.get(tokenAtom)).toBeNull();
    await db.loginGuards.remove('demomaster');
  });

  it('forces a password change after a login with the default password {secret}', async () => {
    const { store } = await openLogin();
    // userEvent types "{{" as "{".
    await signIn('demodefault', '{{secret}');
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('changePassword'));
    expect(store.get(changePasswordReasonAtom)).toBe('defaultPassword');
  });

  it('remembers username and password for next time, and forgets them when unticked', async () => {
    const first = await openLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn('demosubplayer', 'demo1234');
    await waitFor(() => expect(first.store.get(openDialogAtom)).toBe('afterLogin'));
    expect(Cookies.get('lastUsername')).toBe('demosubplayer');
    expect(Cookies.get('rememberedPassword_demosubplayer')).toBe('demo1234');
    first.view.unmount();

    const second = await openLogin();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demosubplayer');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('demo1234');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(second.store.get(openDialogAtom)).toBe('afterLogin'));
    expect(Cookies.get('lastUsername')).toBeUndefined();
    expect(Cookies.get('rememberedPassword_demosubplayer')).toBeUndefined();
    expect(Cookies.get('loginRemember')).toBeUndefined();
  });

  it('signs in by SMS: number checked first, code sent, countdown, then the code as password', async () => {
    // Only Date is faked (before the form reads the time): the send throttle moves with the test,
    // nothing else waits on it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store } = await openLogin();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile (SMS)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(requested.some((r) => r.includes('/wps/verification/sms/noLogin'))).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9171234567');
    // The send button takes one click a second and the refused click started it.
    vi.setSystemTime(Date.now() + 1000);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = inboxMessages(mock.backend.db, '+639171234567')[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await userEvent.type(screen.getByRole('textbox', { name: /^SMS code/ }), code);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
    expect(store.get(memberInfoAtom)?.account).toBe('demosms');
  });
});
