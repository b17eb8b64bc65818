import { bannerRotates } from './banner-link';

/**
 * The strip's rotation (sections 4 and 9): every 5 s to the next banner, wrapping round. A click on
 * a dot jumps there and the 5 s start again; interaction never stops the rotation. Visitors who ask
 * their system for reduced motion get no automatic rotation at all (the dots still work).
 */
export function nextBannerIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}

/** The index to show when the list changed under it (another language, a new group). */
export function clampBannerIndex(current: number, count: number): number {
  return count <= 0 || current >= count || current < 0 ? 0 : current;
}

/** Dots only when there is something to choose between. */
export function showsBannerDots(count: number): boolean {
  return bannerRotates(count);
}

export function autoRotates(count: number, options: { reducedMotion: boolean }): boolean {
  return bannerRotates(count) && !options.reducedMotion;
}
