import { lazyImageRules, rootMarginFor } from './image-rules';

type Callback = () => void;

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Callback>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: rootMarginFor(lazyImageRules.preloadFactor) },
  );
  return observer;
}

/**
 * Calls `callback` once, when `element` comes within the preload distance of the viewport. One
 * observer serves every image. Without IntersectionObserver the callback runs at once.
 * Returns a function that stops watching.
 */
export function whenNearViewport(element: Element, callback: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const io = sharedObserver();
  waiting.set(element, callback);
  io.observe(element);
  return () => {
    if (waiting.delete(element)) io.unobserve(element);
  };
}

/** Tests install a fresh IntersectionObserver mock per test; the next image makes a new observer. */
export function resetNearViewportObserver(): void {
  observer?.disconnect();
  observer = null;
  waiting.clear();
}
