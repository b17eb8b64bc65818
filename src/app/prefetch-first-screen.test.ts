// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../tests/setup/portal-mock';
import { getAnnouncementsOptions } from '../features/banners/api/use-get-announcements';
import { getMemberInfoOptions } from '../lib/member/api/use-get-member-info';
import { getBalanceOptions } from '../lib/wallet/api/use-get-balance';
import { createTestQueryClient } from '../testing/render-portal';
import { signedInStore } from '../testing/signed-in-store';
import { prefetchFirstScreen } from './prefetch-first-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

describe('the first screen’s data before the first render', () => {
  it('asks a stored session for the member’s info and balance, under the keys their hooks read', async () => {
    await signedInStore('demoplayer');
    const queryClient = createTestQueryClient();
    prefetchFirstScreen(queryClient);
    await waitFor(() => {
      expect(queryClient.getQueryData(getBalanceOptions().queryKey)).toMatchObject({
        success: true,
        value: { wallets: expect.any(Array) },
      });
      expect(queryClient.getQueryData(getMemberInfoOptions().queryKey)).toMatchObject({
        value: { account: 'demoplayer' },
      });
      expect(queryClient.getQueryData(getAnnouncementsOptions('EN').queryKey)).toBeDefined();
    });
  });

  it('asks a visitor for the banners only', async () => {
    const queryClient = createTestQueryClient();
    prefetchFirstScreen(queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryData(getAnnouncementsOptions('EN').queryKey)).toBeDefined(),
    );
    expect(queryClient.getQueryState(getBalanceOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(getMemberInfoOptions().queryKey)).toBeUndefined();
  });
});
