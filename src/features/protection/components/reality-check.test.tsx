// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { renderPortal } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import RealityCheck from './reality-check';
import SessionClock from './session-clock';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();
afterEach(() => vi.useRealTimers());

const minutes = (n: number) => n * 60_000;

/** Moves the clock a minute at a time, letting React render (and set its next timer) in between. */
async function minuteByMinute(count: number) {
  for (let i = 0; i < count; i += 1) await act(() => vi.advanceTimersByTimeAsync(minutes(1)));
}

/**
 * Signs in with the page's (and the in-process mock's) clock faked from the start, so the session's
 * login time is on it; timers still run in real time beside it, for the mock and the test library.
 */
async function signedInWithInterval(account: string, intervalMinutes: 0 | 15) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const store = await signedInStore(account);
  const saved = await toResult(
    api.PUT('/wps/member/protection/realityCheck', { body: { intervalMinutes } }),
  );
  if (!saved.ok) throw new Error(saved.error.key);
  return store;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });

describe('the reality check', () => {
  it('shows the time since login and the net position every interval; Continue waits for the next', async () => {
    const store = await signedInWithInterval('demoplayer', 15);
    await renderPortal(<RealityCheck />, { store });
    await act(() => vi.advanceTimersByTimeAsync(minutes(14)));
    expect(dialog()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(minutes(1)));
    const shown = await screen.findByRole('dialog', { name: 'Reality check' });
    const elapsed = await within(shown).findByText('Logged in for');
    expect(elapsed.nextElementSibling).toHaveTextContent('0:15');
    expect(within(shown).getByText('Net result').nextElementSibling).toHaveTextContent(/^-?P/);
    expect(within(shown).getByRole('button', { name: 'Continue' })).toHaveFocus();

    await userEvent.click(within(shown).getByRole('button', { name: 'Continue' }));
    expect(dialog()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(minutes(14)));
    expect(dialog()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(minutes(1)));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('waits while another dialog of the portal is open, and Log out ends the session', async () => {
    const store = await signedInWithInterval('demovip', 15);
    store.set(openDialogAtom, 'afterLogin');
    await renderPortal(<RealityCheck />, { store });
    await act(() => vi.advanceTimersByTimeAsync(minutes(16)));
    expect(dialog()).toBeNull();

    act(() => store.set(openDialogAtom, null));
    const shown = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(shown).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('never shows while the interval is off', async () => {
    const store = await signedInWithInterval('demosubplayer', 0);
    await renderPortal(<RealityCheck />, { store });
    await act(() => vi.advanceTimersByTimeAsync(minutes(125)));
    expect(dialog()).toBeNull();
  });
});

describe('the session clock', () => {
  it('shows the time since login, labelled, moving on each minute', async () => {
    const store = await signedInWithInterval('demomaster', 0);
    await renderPortal(<SessionClock />, { store });
    const clock = await screen.findByTestId('session-clock');
    expect(clock).toHaveTextContent('Time since login: 0:00');
    expect(clock.querySelector('time')).toHaveAttribute('datetime', 'PT0M');
    expect(clock).not.toHaveAttribute('aria-live');
    await minuteByMinute(42);
    expect(clock).toHaveTextContent('Time since login: 0:42');
    await minuteByMinute(23);
    expect(clock).toHaveTextContent('1:05');
    expect(clock.querySelector('time')).toHaveAttribute('datetime', 'PT1H5M');
  });
});
