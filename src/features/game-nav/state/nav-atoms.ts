import { atom } from 'jotai';
export type LoadState = 'loading' | 'ready' | 'error';

/** The game menus' load state for the language they were asked in (cached for the session). */
export const gameMenusLoadAtom = atom<{ language: string; state: LoadState } | null>(null);

/** Whether `listPromotions` has been asked for the referral promotion's flag yet. */
export const referralLoadAtom = atom<LoadState | null>(null);
