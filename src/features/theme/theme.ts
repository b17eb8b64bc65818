import { atom } from 'jotai';
import { localKeys } from '../../lib/storage/storage-keys';

export type Theme = 'light' | 'dark';

/** The remembered theme, else the system's preference, else light. */
export function initialTheme(): Theme {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(localKeys.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches) return 'dark';
  return 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(localKeys.theme, theme);
}

export const themeAtom = atom<Theme>(initialTheme());
