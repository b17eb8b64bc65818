// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../tests/setup/portal-mock';
import { getAnnouncementsOptions } from '../features/banners/api/use-get-announcements';
import { bannersOfGroup } from '../features/banners/rules/banner-link';
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

describe('the first screen’s banner', () => {
  const imagePreloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
      (link) => ({ href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') }),
    );
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it('asks for the image of the group’s first banner as soon as the banners arrive', async () => {
    const queryClient = createTestQueryClient();
    prefetchFirstScreen(queryClient, { bannerGroup: 'w_rng' });
    await waitFor(() => expect(imagePreloads()).toHaveLength(1));
    const answer = await queryClient.fetchQuery(getAnnouncementsOptions('EN'));
    const first = bannersOfGroup(answer.value.banners, 'w_rng')[0];
    expect(first).toBeDefined();
    expect(imagePreloads()).toEqual([{ href: first?.url, priority: 'high' }]);
  });

  it('asks for no image without a group, or for a group without banners', async () => {
    for (const bannerGroup of [null, 'w_fish']) {
      const queryClient = createTestQueryClient();
      prefetchFirstScreen(queryClient, { bannerGroup });
      await waitFor(() =>
        expect(queryClient.getQueryData(getAnnouncementsOptions('EN').queryKey)).toBeDefined(),
      );
      await Promise.resolve();
      expect(imagePreloads()).toEqual([]);
    }
  });
});
