import { useMediaQuery } from './use-media-query';

/** True while the visitor's system asks for reduced motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
