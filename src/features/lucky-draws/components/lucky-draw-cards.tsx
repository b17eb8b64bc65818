import { lazyWithTexts } from '../../../lib/i18n/lazy-with-texts';

/**
 * The promotions page's two lucky draw cards. Lazily loaded with the `lucky-draws` texts, so the
 * page that places it needs only a `Suspense` (or `ChunkBoundary`) around it and nothing else.
 */
export const LuckyDrawCards = lazyWithTexts(
  ['lucky-draws'],
  () => import('./lucky-draw-cards-content'),
);
