// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { launchFailureOf } from '../../../lib/games/launch-failure';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { gameMaintenanceAtom, launchAddressAtom } from '../../../lib/stores/game-area-atoms';
import { formatEndTime } from '../../../lib/format/end-time';
import GameMaintenanceDialog from './game-maintenance-dialog';
import { signedInStore } from '../../../testing/signed-in-store';

type Game = components['schemas']['Game'];

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
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

/** Golden Empire is under maintenance in the sandbox: the notice its launch brings. */
async function goldenEmpireNotice() {
  const list = await toResult(
    api.GET('/lgw/games/list', {
      params: { query: { gameType: 'RNG', gameName: 'Golden Empire' } },
    }),
  );
  if (!list.ok) throw list.error;
  const game: Game | undefined = list.value.games[0];
  if (!game) throw new Error('no Golden Empire');
  const launch = await toResult(
    api.GET('/wps/game/launchGame', { params: { query: { nodeId: game.nodeId } } }),
  );
  if (launch.ok) throw new Error('Golden Empire launched');
  const failure = launchFailureOf(launch.error, game);
  if (failure.kind !== 'maintenance') throw new Error(`not maintenance: ${launch.error.key}`);
  return failure.notice;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

describe('GameMaintenanceDialog with the real mock', () => {
  it('shows the catalogue text, the end time and the suggested games', async () => {
    const store = await signedInStore('demoplayer');
    const notice = await goldenEmpireNotice();
    store.set(gameMaintenanceAtom, notice);
    await renderPortal(<GameMaintenanceDialog onClose={vi.fn()} />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('Golden Empire: This game is under maintenance.');
    const time = within(dialog).getByText(formatEndTime(notice.endTime, 'en') ?? 'missing');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', notice.endTime);
    expect(notice.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of notice.suggestions)
      expect(within(dialog).getByRole('button', { name: suggestion.gameName })).toBeVisible();
    // The suggestions' images show once they are looked up.
    await waitFor(() =>
      expect(dialog.querySelectorAll('.lazy-image')).toHaveLength(notice.suggestions.length),
    );
  });

  it('launches a suggested game into the frame and closes', async () => {
    const store = await signedInStore('demoplayer');
    const notice = await goldenEmpireNotice();
    store.set(gameMaintenanceAtom, notice);
    store.set(openDialogAtom, 'gameMaintenance');
    await renderPortal(
      <>
        <GameMaintenanceDialog onClose={() => store.set(openDialogAtom, null)} />
        <Where />
      </>,
      { store, route: '/rng' },
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelectorAll('.lazy-image')).not.toHaveLength(0));
    const [first] = notice.suggestions;
    if (!first) throw new Error('no suggestion');
    await userEvent.click(within(dialog).getByRole('button', { name: first.gameName }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/game?nodeId=${first.nodeId}`),
    );
    expect(store.get(launchAddressAtom)).toContain(`/sandbox/game/${first.nodeId}`);
    expect(store.get(openDialogAtom)).toBeNull();
  });

  it('says when no end time was announced', async () => {
    const store = await signedInStore('demovip');
    const notice = await goldenEmpireNotice();
    store.set(gameMaintenanceAtom, { ...notice, endTime: null, suggestions: [] });
    await renderPortal(<GameMaintenanceDialog onClose={vi.fn()} />, { store });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('No end time has been announced yet.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', 'Close']);
  });
});
