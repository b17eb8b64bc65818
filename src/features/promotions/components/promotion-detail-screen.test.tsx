// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { AddressProbe } from '../../../testing/address-probe';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import PromotionDetailScreen from './promotion-detail-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const renderDetail = (route: string, store?: PortalStore) =>
  renderPortal(
    <>
      <PromotionDetailScreen />
      <AddressProbe />
    </>,
    { ...(store ? { store } : {}), route },
  );

describe('the promotion detail', () => {
  it("shows the rules through the sanitiser: the operator's script and handler never reach the page", async () => {
    const { container } = await renderDetail('/promoDetail?id=309');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fishing tournament' }),
    ).toBeVisible();
    // The sanitised rules arrive a moment after the page (the sanitiser may load on demand).
    expect(await screen.findByText(/The top 20 fishers shared/)).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(
      (window as unknown as { __unsafePromotion?: boolean }).__unsafePromotion,
    ).toBeUndefined();
    expect(screen.getByText('Ended')).toBeVisible();
    expect(screen.getByText('This promotion has ended.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeVisible();
  });

  it('shows the dates and the action of the status', async () => {
    await renderDetail('/promoDetail?id=302');
    await screen.findByRole('heading', { level: 1, name: 'Share your big sports win' });
    expect(screen.getByText(/^From .+, until further notice$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();
  });

  it("shows a member's rejected application with the reviewer's note and Apply again", async () => {
    await renderDetail('/promoDetail?id=307', await signedInMemberStore('demovip'));
    await screen.findByRole('heading', { level: 1, name: 'Slot big win hall of fame' });
    expect(screen.getByText(/^Reviewer's note: /)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply: Slot big win hall of fame' }),
    ).toBeVisible();
  });

  it.each(['/promoDetail?id=999', '/promoDetail?id=abc', '/promoDetail'])(
    'says %s is not found, with the way back',
    async (route) => {
      await renderDetail(route);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We could not find this promotion.',
      );
      await userEvent.click(screen.getByRole('link', { name: 'Back to promotions' }));
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/promotions$/);
    },
  );
});
