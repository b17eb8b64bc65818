// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import SignInLinkScreen from './sign-in-link-screen';

vi.hoisted(() => {
  process.env.VITE_API_BASE_URL = window.location.origin;
});

servePortalMock();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function arrive(search: string) {
  const store = createStore();
  await renderPortal(
    <Routes>
      <Route path="/sign-in-link" element={<SignInLinkScreen />} />
      <Route path="/" element={<Where />} />
    </Routes>,
    { store, route: `/sign-in-link${search}` },
  );
  return store;
}

/** The sandbox console's call (`createSignInLink`), as the console makes it. */
async function linkCode(account: string): Promise<string> {
  const made = await fetch(`${location.origin}/__mock/sign-in-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { value: { code: string } }).value.code;
}

const redeem = (code: string) =>
  fetch(`${location.origin}/__mock/sign-in-links/${code}/redeem`, { method: 'POST' });

describe('the sign-in link page', () => {
  it('trades the code once and goes home signed in, the welcome open and the code gone', async () => {
    const code = await linkCode('demovip');
    const store = await arrive(`?code=${code}`);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(store.get(tokenAtom)).toMatch(/.{16,}/);
    await waitFor(() => expect(store.get(openDialogAtom)).toBe('afterLogin'));
  });

  it('says a used link was used, focuses the heading and leads home', async () => {
    const code = await linkCode('demoplayer');
    expect((await redeem(code)).status).toBe(200);
    const store = await arrive(`?code=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('was used already');
    // The heading takes the focus in the effect after the reason shows (a task later, not at once).
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toHaveFocus(),
    );
    expect(store.get(tokenAtom)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('says a link without a code is not valid, without asking the server', async () => {
    await arrive('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is not valid.');
  });
});
