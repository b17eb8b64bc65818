import { atom } from 'jotai';

/**
 * The phone's sheet that is open (issue 15): the header's menu (all navigation, language, theme,
 * customer service) or the bottom bar's games chooser. One at a time; null when none is.
 */
export const phoneSheetAtom = atom<'menu' | 'games' | null>(null);
