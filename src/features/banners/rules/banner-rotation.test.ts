import { describe, expect, it } from 'vitest';
import { autoRotates, clampBannerIndex, nextBannerIndex, showsBannerDots } from './banner-rotation';

describe('banner rotation', () => {
  it('moves to the next banner and wraps round after the last', () => {
    expect([0, 1, 2].map((i) => nextBannerIndex(i, 3))).toEqual([1, 2, 0]);
    expect(nextBannerIndex(0, 1)).toBe(0);
    expect(nextBannerIndex(0, 0)).toBe(0);
  });

  it('shows dots only for more than one banner', () => {
    expect([0, 1, 2, 3].map(showsBannerDots)).toEqual([false, false, true, true]);
  });

  it('rotates by itself only with more than one banner and without a reduced-motion wish', () => {
    expect(autoRotates(3, { reducedMotion: false })).toBe(true);
    expect(autoRotates(3, { reducedMotion: true })).toBe(false);
    expect(autoRotates(1, { reducedMotion: false })).toBe(false);
  });

  it('falls back to the first banner when the list shrank under the current one', () => {
    expect(clampBannerIndex(2, 3)).toBe(2);
    expect(clampBannerIndex(2, 2)).toBe(0);
    expect(clampBannerIndex(0, 0)).toBe(0);
  });
});
