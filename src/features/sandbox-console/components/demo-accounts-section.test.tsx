// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { DemoAccountsSection } from './demo-accounts-section';

vi.hoisted(() => {
  process.env.VITE_API_BASE_URL = window.location.origin;
});

servePortalMock();

describe('the console’s demo accounts', () => {
  it('open the portal in a new tab signed in as the member, through a one-time link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderPortal(<DemoAccountsSection />);
    const vip = (await screen.findByText('demovip')).closest('li');
    if (!vip) throw new Error('no card for demovip');
    await userEvent.click(within(vip).getByRole('button', { name: 'Open the portal as demovip' }));
    expect(
      await screen.findByText(/^A new tab opens the portal signed in as demovip/),
    ).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const code = new URL(String(url)).searchParams.get('code') ?? '';
    expect(new URL(String(url)).pathname).toBe('/sign-in-link');
    // The link is the member's, and works once.
    const redeem = () =>
      fetch(`${location.origin}/__mock/sign-in-links/${code}/redeem`, { method: 'POST' });
    const first = await redeem();
    expect(((await first.json()) as { value: { userName: string } }).value.userName).toBe(
      'demovip',
    );
    expect((await redeem()).status).toBe(410);
  });
});
