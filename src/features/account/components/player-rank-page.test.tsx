// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import PlayerRankPage from './player-rank-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

const mock = servePortalMock();

describe('VIP levels', () => {
  it("shows the member's level and the progress to the next one, in words and as a bar", async () => {
    await renderPortal(<PlayerRankPage />, { store: await signedInStore('demoplayer') });
    const current = await screen.findByRole('region', { name: 'Your level' });
    expect(within(current).getByText('Silver')).toBeInTheDocument();
    expect(within(current).getByRole('heading', { name: 'Next level: Gold' })).toBeVisible();
    const bar = within(current).getByRole('progressbar', { name: 'Next level: Gold' });
    const percent = Number(bar.getAttribute('value'));
    expect(bar).toHaveAttribute('aria-valuetext', `${percent}% done`);
    const deposit = within(current).getByRole('progressbar', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-valuetext')).toMatch(/^P[\d,]+\.\d{2} of P10,000\.00$/);
    expect(
      within(current).getByText(/Reaching Gold credits an upgrade bonus of P188\.00/),
    ).toBeVisible();
  });

  it("lists every level with its requirements and marks the member's own", async () => {
    await renderPortal(<PlayerRankPage />, { store: await signedInStore('demoplayer') });
    const table = await screen.findByRole('table', { name: 'All levels' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(5);
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent('Silver (your level)');
    expect(mine[0]).toHaveTextContent('P5,000.00');
  });

  it('says when the member is at the top level, with no next level to work towards', async () => {
    const vip = mock.backend.db.memberByAccount('demovip');
    if (!vip) throw new Error('demovip is seeded');
    await mock.backend.db.members.update(vip.id, (m) => {
      m.clubLabel = { labelName: 'Crown', rankLevel: 7 };
    });
    await renderPortal(<PlayerRankPage />, { store: await signedInStore('demovip') });
    const current = await screen.findByRole('region', { name: 'Your level' });
    expect(within(current).getByText('Crown')).toBeInTheDocument();
    expect(within(current).getByText('You have reached the top level.')).toBeVisible();
    expect(within(current).queryByRole('progressbar')).toBeNull();
  });
});
