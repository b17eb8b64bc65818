// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import ManualRebatePage from './manual-rebate-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

describe('rebate promo', () => {
  it('shows the rebate per game type and claims it; it starts again from zero', async () => {
    await renderPortal(<ManualRebatePage />, { store: await signedInMemberStore('demoplayer') });
    const table = await screen.findByRole('table', { name: 'Rebate by game type' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    const claim = screen.getByRole('button', { name: /^Claim P/ });
    const amount = /^Claim (P[\d,.]+)$/.exec(claim.textContent ?? '')?.[1];
    await userEvent.click(claim);
    expect(
      await screen.findByText(`${amount} rebate claimed and added to your main wallet.`),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing to claim yet: the rebate can be claimed from P1.00.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
  });
});
