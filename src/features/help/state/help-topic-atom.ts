import { atom } from 'jotai';

/** The topic (its `tag`) the help dialog should open at; null opens the first topic. */
export const requestedHelpTopicAtom = atom<string | null>(null);
