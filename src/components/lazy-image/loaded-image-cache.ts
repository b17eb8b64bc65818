import { lazyImageRules } from './image-rules';

/**
 * The addresses of images that loaded, newest last, at most `cacheSize` (section 9: cache 200).
 * An address in here renders at once on the next visit instead of waiting for the viewport.
 */
export function createLoadedImageCache(size: number = lazyImageRules.cacheSize) {
  const urls = new Map<string, true>();
  return {
    has: (url: string) => urls.has(url),
    remember(url: string) {
      urls.delete(url);
      urls.set(url, true);
      while (urls.size > size) {
        const oldest = urls.keys().next();
        if (oldest.done) break;
        urls.delete(oldest.value);
      }
    },
    clear: () => urls.clear(),
    get size() {
      return urls.size;
    },
  };
}

/** The portal's one cache (module state: it lives as long as the page). */
export const loadedImages = createLoadedImageCache();
