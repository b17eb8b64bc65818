// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import { AddressProbe, PromoCountProbe } from './page-test-support';
import RewardCenterPage from './reward-center-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

async function renderRewards() {
  return renderPortal(
    <>
      <RewardCenterPage />
      <PromoCountProbe />
      <AddressProbe />
    </>,
    { store: await signedInMemberStore('demoplayer'), route: '/?mc=rewardCenter' },
  );
}

const reward = (title: string) => screen.findByRole('article', { name: title });

describe('the reward centre', () => {
  it('lists the rewards with their status and amount', async () => {
    await renderRewards();
    const weekend = await reward('Weekend reload bonus');
    expect(weekend).toHaveTextContent('To claim');
    expect(weekend).toHaveTextContent('P58.00');
    const birthday = await reward('Birthday gift');
    expect(birthday).toHaveTextContent('Claimed');
    expect(birthday).toHaveTextContent('500 points');
    expect(within(birthday).queryByRole('button')).toBeNull();
    expect(screen.getByText(/rewards? to claim\./)).toBeInTheDocument();
  });

  it('claims a reward; it reads Claimed and the reward badge falls', async () => {
    await renderRewards();
    const weekend = await reward('Weekend reload bonus');
    await waitFor(() => expect(screen.getByTestId('promo-count')).not.toHaveTextContent(/^$/));
    const before = Number(screen.getByTestId('promo-count').textContent);

    await userEvent.click(
      within(weekend).getByRole('button', { name: 'Claim Weekend reload bonus' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Weekend reload bonus claimed.');
    await waitFor(() => expect(weekend).toHaveTextContent('Claimed'));
    expect(within(weekend).queryByRole('button')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('promo-count')).toHaveTextContent(String(before - 1)),
    );
  });

  it('says a Zalo number is needed and leads to My account to add it', async () => {
    await renderRewards();
    const zalo = await reward('Zalo exclusive bonus');
    await userEvent.click(within(zalo).getByRole('button', { name: 'Claim Zalo exclusive bonus' }));
    expect(await within(zalo).findByRole('alert')).toHaveTextContent(/Zalo/);
    await userEvent.click(within(zalo).getByRole('button', { name: 'Add it in My account' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?mc=securityCenter');
  });
});
