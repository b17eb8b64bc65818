// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import { useGetMissionSummary } from '../../../lib/member/api/use-get-mission-summary';
import MissionLeaderboardPage from './mission-leaderboard-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

/** The mission badge's count as the centre's menu reads it: the shared summary query. */
function MissionBadgeProbe() {
  const count = useGetMissionSummary(true).data?.claimableCount;
  return <p data-testid="mission-badge">{count ?? ''}</p>;
}

describe('mission activity', () => {
  it('shows the totals, the missions with progress and status, and the leaderboard', async () => {
    await renderPortal(<MissionLeaderboardPage />, {
      store: await signedInMemberStore('demoplayer'),
    });
    const profile = await screen.findByRole('article', { name: 'Complete your profile' });
    expect(profile).toHaveTextContent('To claim');
    expect(profile).toHaveTextContent('P5.00');
    const checkIn = screen.getByRole('article', { name: 'Check in on 5 days this week' });
    expect(checkIn).toHaveTextContent('Progress: 2 of 5');
    expect(
      within(checkIn).getByRole('progressbar', {
        name: 'Progress of Check in on 5 days this week',
      }),
    ).toHaveAttribute('value', '40');
    expect(within(checkIn).queryByRole('button')).toBeNull();
    expect(screen.getByText('Missions to claim').nextSibling).toHaveTextContent('1');

    const board = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(within(board).getByRole('table')).toBeInTheDocument();
    expect(within(board).getAllByRole('row').length).toBeGreaterThan(1);
    expect(board).toHaveTextContent(/Your rank: \d+, score|no score in this period/);
  });

  it('claims a completed mission; it reads Claimed and the mission badge falls', async () => {
    await renderPortal(
      <>
        <MissionLeaderboardPage />
        <MissionBadgeProbe />
      </>,
      { store: await signedInMemberStore('demoplayer') },
    );
    const profile = await screen.findByRole('article', { name: 'Complete your profile' });
    expect(screen.getByTestId('mission-badge')).toHaveTextContent('1');
    await userEvent.click(
      within(profile).getByRole('button', {
        name: 'Claim the reward of Complete your profile',
      }),
    );
    expect(await screen.findByText('Complete your profile: P5.00 claimed.')).toBeInTheDocument();
    await waitFor(() => expect(profile).toHaveTextContent('Claimed'));
    await waitFor(() => expect(screen.getByTestId('mission-badge')).toHaveTextContent('0'));
    expect(screen.getByText('Missions to claim').nextSibling).toHaveTextContent('0');
  });
});
