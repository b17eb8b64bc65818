import { describe, expect, it } from 'vitest';
import { bannerAction, bannerRotates } from './banner-link';

describe('bannerAction', () => {
  it('maps each linkage type to what a click does', () => {
    expect(bannerAction({ linkageType: 'none' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'url', linkageTarget: 'https://example.test/x' })).toEqual({
      kind: 'external',
      url: 'https://example.test/x',
    });
    expect(bannerAction({ linkageType: 'route', linkageTarget: '/pointMall' })).toEqual({ kind: 'route', to: '/pointMall' });
    expect(bannerAction({ linkageType: 'promotion', linkageTarget: '12' })).toEqual({ kind: 'route', to: '/promoDetail?id=12' });
    expect(bannerAction({ linkageType: 'game', linkageTarget: 'PG-001' })).toEqual({ kind: 'game', nodeId: 'PG-001' });
  });

  it('refuses targets that are not what their type promises', () => {
    expect(bannerAction({ linkageType: 'url', linkageTarget: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerAction({ linkageType: 'route', linkageTarget: '//evil.test' })).toEqual({ kind: 'none' });
  });

  it('rotates only with more than one banner', () => {
    expect([0, 1, 2].map(bannerRotates)).toEqual([false, false, true]);
  });
});
