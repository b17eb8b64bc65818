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

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(localKeys.theme, theme);
}

export const themeAtom = atom<Theme>(initialTheme());

// The theme applies from the first paint on every screen, also those without a header (/helpmc)
// where the toggle is not rendered; only the toggle stores a choice.
if (typeof document !== 'undefined') document.documentElement.dataset.theme = initialTheme();
