import { atom } from 'jotai';
import { localKeys } from '../../lib/storage/storage-keys';

export type Theme = 'light' | 'dark';

/** The remembered theme, else the system's preference, else light. */
export function initialTheme(): Theme {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(localKeys.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches)
    return 'dark';
  return 'light';
}

/**
 * Switches the page's colours at once. Under reduced motion every element has a 0.01 ms transition
 * of every property (src/styles/base.css), and an element that inherits its colour starts its own
 * only once its parent's has ended: without this the page would recolour one nesting level per
 * frame, a visible ripple for the visitors who asked for less motion.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (root.dataset.theme !== theme) {
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    root.dataset.theme = theme;
    // The next frame computes the new colours without transitions; the page's own rules return
    // in the frame after (changing only the transitions starts none).
    requestAnimationFrame(() => requestAnimationFrame(() => still.remove()));
  }
  localStorage.setItem(localKeys.theme, theme);
}

export const themeAtom = atom<Theme>(initialTheme());

// The theme applies from the first paint on every screen, also those without a header (/helpmc)
// where the toggle is not rendered; only the toggle stores a choice.
if (typeof document !== 'undefined') document.documentElement.dataset.theme = initialTheme();
