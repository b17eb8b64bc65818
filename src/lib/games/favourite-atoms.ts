import { atom } from 'jotai';

/** The games whose favourite toggle is in flight (their buttons show a loader). */
export const favouriteBusyIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Bumped after every successful toggle, so "fav" lists refetch. */
export const favouritesVersionAtom = atom(0);
