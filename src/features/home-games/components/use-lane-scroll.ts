import { useCallback, useEffect, useState } from 'react';
import { laneScrollState, laneScrollStep, type LaneScrollState } from '../rules/lane-scroll';

export interface LaneScroll extends LaneScrollState {
  /** Scrolls most of a view back (-1) or forward (1). */
  scroll(direction: -1 | 1): void;
}

const still: LaneScrollState = { back: false, forward: false };

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The lane's scroll state, and the callback to pass as the `ref` of its scrolling list (apart, so
 * the state can be rendered while the callback is only ever a ref). Follows its scroll position (scrolling, resizing, items coming and going), so
 * its previous/next buttons know whether there is anything that way.
 */
export function useLaneScroll(): [LaneScroll, (element: HTMLElement | null) => void] {
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<LaneScrollState>(still);

  useEffect(() => {
    if (!track) return;
    const update = () => {
      const next = laneScrollState(track);
      setState((prev) => (prev.back === next.back && prev.forward === next.forward ? prev : next));
    };
    track.addEventListener('scroll', update, { passive: true });
    // The observer reports the track once it is laid out, which gives the first state without
    // forcing a layout of the page from this effect (one per lane on the home page).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (resized) resized.observe(track);
    else update();
    const changed = new MutationObserver(update);
    changed.observe(track, { childList: true });
    return () => {
      track.removeEventListener('scroll', update);
      resized?.disconnect();
      changed.disconnect();
    };
  }, [track]);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      if (!track || typeof track.scrollBy !== 'function') return;
      track.scrollBy({
        left: direction * laneScrollStep(track.clientWidth),
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [track],
  );

  return [{ ...(track ? state : still), scroll }, setTrack];
}
