import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long a hash target may take to appear: lazy screens render after their code (and often their
 * data) arrives, after the navigation itself. Past this the page stays where it is.
 */
export const hashTargetWaitMs = 10_000;

/** Scrolls `target` to the top of the view, below the sticky header (which would cover it). */
function scrollToTarget(target: Element) {
  target.scrollIntoView();
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  if (header > 0) window.scrollBy(0, -header);
}

/** Input that means the visitor is moving the page themselves: a late target must not pull it. */
const ownScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * On navigation: scroll to the hash target if there is one, otherwise to the top (section 2). A
 * target not rendered yet (a lazy screen) is watched for with a MutationObserver and scrolled to
 * when it appears, for up to `hashTargetWaitMs`, unless the visitor scrolls first.
 */
export function ScrollToHashOrTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      scrollToTarget(target);
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;

    const observer = new MutationObserver(() => {
      const appeared = document.getElementById(id);
      if (!appeared) return;
      stop();
      scrollToTarget(appeared);
    });
    const timer = window.setTimeout(() => stop(), hashTargetWaitMs);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of ownScrollEvents) window.removeEventListener(type, stop, true);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of ownScrollEvents) window.addEventListener(type, stop, true);
    return stop;
  }, [pathname, hash]);
  return null;
}
