import { useLayoutEffect, useRef } from 'react';

/**
 * Makes an element fill the viewport below where it starts (the header above it may grow when
 * its marquee loads): its height is kept at `100dvh - top`.
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let top = -1;
    const fit = () => {
      const next = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY));
      if (next === top) return;
      top = next;
      element.style.height = `calc(100dvh - ${next}px)`;
    };
    fit();
    window.addEventListener('resize', fit);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fit());
    observer?.observe(document.documentElement);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, []);
  return ref;
}
