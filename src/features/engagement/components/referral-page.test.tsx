// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import ReferralPage from './referral-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

describe('invite friends', () => {
  it("shows a player's referral code and a link with a QR code per domain", async () => {
    await renderPortal(<ReferralPage />, { store: await signedInMemberStore('demoplayer') });
    expect(await screen.findByRole('textbox', { name: 'Your referral code' })).toHaveValue(
      'DEMOPLAYER',
    );
    const link = screen.getByRole('textbox', { name: 'Invite link for www.demo-portal.test' });
    expect(link).toHaveValue('https://www.demo-portal.test/register?referralCode=DEMOPLAYER');
    const qr = screen.getByRole('img', {
      name: 'QR code of the invite link https://www.demo-portal.test/register?referralCode=DEMOPLAYER',
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    await renderPortal(<ReferralPage />, { store: await signedInMemberStore('demoplayer') });
    const copy = await screen.findByRole('button', {
      name: 'Copy: Invite link for www.demo-portal.test',
    });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(
      'https://www.demo-portal.test/register?referralCode=DEMOPLAYER',
    );
    expect(copy.closest('.copy-field')).toHaveTextContent('Copied');
  });

  it('selects the link for copying by hand when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await renderPortal(<ReferralPage />, { store: await signedInMemberStore('demoplayer') });
    await user.click(await screen.findByRole('button', { name: 'Copy: Your referral code' }));
    const field = screen.getByRole('textbox', { name: 'Your referral code' });
    expect(await screen.findByText(/did not allow copying/)).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionEnd).toBe('DEMOPLAYER'.length);
  });
});
