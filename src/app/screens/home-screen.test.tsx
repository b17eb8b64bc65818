// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../tests/setup/portal-mock';
import { renderPortal } from '../../testing/render-portal';
import { signedInStore } from '../../testing/signed-in-store';
import { HomeScreen } from './home-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => sessionStorage.clear());
afterAll(() => mock.server.close());

const welcome = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent;

describe('the home welcome', () => {
  it('asks a visitor to sign in to play', async () => {
    await renderPortal(<HomeScreen />, { store: createStore() });
    expect(welcome()).toMatch(/sign in to play/);
    await screen.findAllByRole('status');
  });

  it('does not ask a signed-in member to sign in', async () => {
    await renderPortal(<HomeScreen />, { store: await signedInStore('demoplayer') });
    expect(welcome()).toBe(
      'Live casino, slots, fishing, PvP, lottery, sports and e-sports in one wallet. Pick a game and play.',
    );
    expect(document.body.textContent).not.toMatch(/sign in to play/i);
    await screen.findAllByRole('status');
  });
});
