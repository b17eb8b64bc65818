import { describe, expect, it } from 'vitest';
import { bannerAction, bannerRotates, bannersOfGroup } from './banner-link';

describe('bannerAction', () => {
  it('maps each linkage type to what a click does', () => {
    expect(bannerAction({ linkageType: 'none' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'url', linkageTarget: 'https://example.test/x' })).toEqual({
      kind: 'external',
      url: 'https://example.test/x',
    });
    expect(bannerAction({ linkageType: 'route', linkageTarget: '/pointMall' })).toEqual({
      kind: 'route',
      to: '/pointMall',
    });
    expect(bannerAction({ linkageType: 'promotion', linkageTarget: '12' })).toEqual({
      kind: 'route',
      to: '/promoDetail?id=12',
    });
    expect(bannerAction({ linkageType: 'game', linkageTarget: 'PG-001' })).toEqual({
      kind: 'game',
      nodeId: 'PG-001',
    });
  });

  it('refuses targets that are not what their type promises', () => {
    expect(bannerAction({ linkageType: 'url', linkageTarget: 'javascript:alert(1)' })).toEqual({
      kind: 'none',
    });
    expect(bannerAction({ linkageType: 'route', linkageTarget: '//evil.test' })).toEqual({
      kind: 'none',
    });
  });

  it('rotates only with more than one banner', () => {
    expect([0, 1, 2].map(bannerRotates)).toEqual([false, false, true]);
  });

  it('keeps the banners of one group in their sort order', () => {
    const banner = (bannerId: number, groupName: 'w_home' | 'w_rng', sortOrder?: number) => ({
      bannerId,
      groupName,
      url: `/img/${bannerId}.svg`,
      linkageType: 'none' as const,
      ...(sortOrder === undefined ? {} : { sortOrder }),
    });
    const all = [
      banner(3, 'w_home', 2),
      banner(1, 'w_home', 0),
      banner(9, 'w_rng', 0),
      banner(2, 'w_home', 0),
    ];
    expect(bannersOfGroup(all, 'w_home').map((b) => b.bannerId)).toEqual([1, 2, 3]);
    expect(bannersOfGroup(all, 'w_fish')).toEqual([]);
  });
});
