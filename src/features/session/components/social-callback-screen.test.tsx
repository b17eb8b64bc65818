// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeSocialCode } from '../../../../mock-server/testing/test-api';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { socialRequestKey } from '../rules/social-request';
import SocialCallbackScreen from './social-callback-screen';

vi.hoisted(() => {
  process.env.VITE_API_BASE_URL = window.location.origin;
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
  mock.backend.config.flags = {
    ...mock.backend.config.flags,
    SOCIALLOGIN3: true,
    FACEBOOKLOGIN3: true,
    GOOGLELOGIN3: true,
  };
});
afterAll(() => mock.server.close());
beforeEach(() => sessionStorage.clear());
afterEach(() => expect(mock.violations).toEqual([]));

const state = 'c'.repeat(32);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function arrive(search: string) {
  const store = createStore();
  await renderPortal(
    <Routes>
      <Route path="/oauth/callback" element={<SocialCallbackScreen />} />
      <Route path="/" element={<Where />} />
    </Routes>,
    { store, route: `/oauth/callback?${search}` },
  );
  return store;
}

describe('the social sign-in callback', () => {
  it('exchanges the code of the state this tab kept, then goes home signed in with the welcome', async () => {
    sessionStorage.setItem(socialRequestKey, JSON.stringify({ provider: 'facebook', state }));
    const code = encodeSocialCode({
      provider: 'facebook',
      sub: 'fb-callback-test',
      name: 'Callback Test',
      email: 'callback@facebook.example',
      state,
      nonce: 'callback-test-nonce',
      issuedAt: mock.backend.clock.nowMs(),
    });
    const store = await arrive(new URLSearchParams({ code, state }).toString());
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
    expect(store.get(tokenAtom)).toMatch(/.{16,}/);
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
    expect(sessionStorage.getItem(socialRequestKey)).toBeNull();
  });

  it('refuses a return whose state this tab did not start (CSRF), without calling the server', async () => {
    sessionStorage.setItem(socialRequestKey, JSON.stringify({ provider: 'google', state }));
    await arrive(`code=sbx1.x&state=${'d'.repeat(32)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid or was already used');
    // The heading takes the focus in the effect after the reason shows (a task later, not at once).
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: /^Try/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });

  it("says what the server refused (a code that is not the provider's) and offers to try again", async () => {
    sessionStorage.setItem(socialRequestKey, JSON.stringify({ provider: 'google', state }));
    await arrive(`code=sbx1.e30&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/verification code/i);
    expect(screen.getByRole('button', { name: 'Try Google again' })).toBeInTheDocument();
  });
});
