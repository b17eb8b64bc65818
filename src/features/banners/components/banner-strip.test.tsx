// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { createTestQueryClient, renderPortal } from '../../../testing/render-portal';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { getAnnouncementsOptions } from '../api/use-get-announcements';
import { BannerStrip } from './banner-strip';

type Banner = components['schemas']['Banner'];

let mock: PortalMock;
beforeAll(async () => {
  // Node's fetch resolves the client's same-origin paths against this origin, as a page would.
  // (Belongs in tests/setup/dom.ts for every component test; see the report of issue 4.)
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => mock.server.close());
afterEach(() => {
  vi.useRealTimers();
  expect(mock.violations).toEqual([]);
});

describe('BannerStrip with the sandbox banners', () => {
  it('shows the three home banners with a dot each, the first one on show', async () => {
    await renderPortal(<BannerStrip group="w_home" />);
    const strip = await screen.findByRole('region', { name: 'Featured offers' });
    const dots = within(strip).getAllByRole('button', { name: /^Show banner/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    const images = within(strip).getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '400');
      expect(image.getAttribute('alt')).not.toBe('');
    }
    // Only the banner on show is reachable; the others are inert.
    // A promotion banner leads to its promotion's page.
    expect(
      within(strip)
        .getByRole('link', { name: /^Welcome bonus up to 100%/ })
        .getAttribute('href'),
    ).toMatch(/^\/promoDetail\?id=\d+$/);
    expect(within(strip).queryByRole('link', { name: /^Get the app/ })).toBeNull();
  });

  it('shows a single banner without dots or a pause button', async () => {
    await renderPortal(<BannerStrip group="w_live" />);
    const strip = await screen.findByRole('region', { name: 'Featured offers' });
    expect(within(strip).getByRole('img', { name: /^Live dealer tables/ })).toBeInTheDocument();
    expect(within(strip).queryAllByRole('button')).toEqual([]);
  });

  it('is hidden for a group without banners (fishing)', async () => {
    const { queryClient, container } = await renderPortal(<BannerStrip group="w_fish" />);
    await waitFor(() =>
      expect(queryClient.getQueryState(getAnnouncementsOptions('EN').queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('asks a visitor to sign in before a game banner leads to its game', async () => {
    const { store } = await renderPortal(<BannerStrip group="w_home" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Show banner 3/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Slot jackpots/ }));
    expect(store.get(openDialogAtom)).toBe('login');
  });
});

describe('BannerStrip rotation', () => {
  const banner = (bannerId: number, title: string): Banner => ({
    bannerId,
    groupName: 'w_home',
    url: `/sandbox/img/${bannerId}.svg`,
    linkageType: 'url',
    linkageTarget: `https://example.test/${bannerId}`,
    title,
    sortOrder: bannerId,
  });
  const seeded = () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getAnnouncementsOptions('EN').queryKey, {
      success: true,
      value: {
        banners: [banner(1, 'One'), banner(2, 'Two'), banner(3, 'Three')],
        playerNotices: [],
        popup: [],
        promotion: [],
      },
    });
    return { queryClient };
  };
  const current = () =>
    screen
      .getAllByRole('button', { name: /^Show banner/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

  it('moves on every 5 seconds, wraps round, and a dot click restarts the 5 seconds without stopping', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPortal(<BannerStrip group="w_home" />, seeded());
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);

    act(() => vi.advanceTimersByTime(3000));
    act(() => screen.getByRole('button', { name: 'Show banner 3: Three' }).click());
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(0);
  });

  it('opens external banners in a new window with rel=noopener', async () => {
    await renderPortal(<BannerStrip group="w_home" />, seeded());
    const link = screen.getByRole('link', { name: /One/ });
    expect(link).toHaveAttribute('href', 'https://example.test/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('can be paused by the visitor, and does not rotate by itself when reduced motion is asked for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPortal(<BannerStrip group="w_home" />, seeded());
    act(() => screen.getByRole('button', { name: 'Pause the banner rotation' }).click());
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(0);
  });

  it('does not rotate by itself when the system asks for reduced motion', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      await renderPortal(<BannerStrip group="w_home" />, seeded());
      act(() => vi.advanceTimersByTime(15000));
      expect(current()).toBe(0);
      expect(screen.queryByRole('button', { name: 'Pause the banner rotation' })).toBeNull();
      act(() => screen.getByRole('button', { name: 'Show banner 2: Two' }).click());
      expect(current()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
