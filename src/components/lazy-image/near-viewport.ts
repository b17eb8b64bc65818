import { lazyImageRules, rootMarginFor } from './image-rules';

type Callback = () => void;

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Callback>();
/** Watched elements the observer last saw within the preload distance. */
const near = new Set<Element>();
let lastCheck = Number.NEGATIVE_INFINITY;
let checkTimer: ReturnType<typeof setTimeout> | null = null;

/** Starts the images that are (still) near the viewport. */
function check() {
  checkTimer = null;
  lastCheck = Date.now();
  for (const element of near) {
    const callback = waiting.get(element);
    near.delete(element);
    waiting.delete(element);
    observer?.unobserve(element);
    callback?.();
  }
}

/**
 * Section 9, throttle 200 ms: loading checks run at most once per 200 ms (the first at once). An
 * image that passed through the preload distance and left it before the check (a fast scroll)
 * is not loaded.
 */
function scheduleCheck() {
  if (checkTimer !== null) return;
  const wait = lastCheck + lazyImageRules.throttleMs - Date.now();
  if (wait <= 0) check();
  else checkTimer = setTimeout(check, wait);
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      if (near.size > 0) scheduleCheck();
    },
    { rootMargin: rootMarginFor(lazyImageRules.preloadFactor) },
  );
  return observer;
}

/**
 * Calls `callback` once, when `element` comes within the preload distance of the viewport (checked
 * at most every 200 ms). One observer serves every image. Without IntersectionObserver the
 * callback runs at once. Returns a function that stops watching.
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
    near.delete(element);
    if (waiting.delete(element)) io.unobserve(element);
  };
}

/** Tests install a fresh IntersectionObserver mock per test; the next image makes a new observer. */
export function resetNearViewportObserver(): void {
  observer?.disconnect();
  observer = null;
  waiting.clear();
  near.clear();
  if (checkTimer !== null) clearTimeout(checkTimer);
  checkTimer = null;
  lastCheck = Number.NEGATIVE_INFINITY;
}
