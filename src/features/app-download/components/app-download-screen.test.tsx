// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import AppDownloadScreen from './app-download-screen';

vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

describe('the app download page', () => {
  it('offers iOS, Android and the lite app, each with a QR code of its absolute link', async () => {
    await renderPortal(<AppDownloadScreen />, { route: '/down' });
    const apps = await screen.findAllByRole('listitem', { name: /./ });
    expect(apps.map((app) => app.dataset.app)).toEqual(['IOS', 'ANDROID', 'LITE']);
    for (const app of apps) {
      expect(within(app).getByRole('img', { name: /^QR code for / })).toBeVisible();
      const link = within(app).getByRole('link');
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(apps[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/sandbox\/download\/portal-ios\.ipa$/),
    );
  });
});
