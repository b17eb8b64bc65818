import { atom } from 'jotai';

/** The games whose favourite toggle is in flight (their buttons show a loader). */
export const favouriteBusyIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Bumped after every successful toggle, so "fav" lists refetch. */
export const favouritesVersionAtom = atom(0);

/**
 * The session token the favourite ids in `gameFavIdsAtom` were loaded (or are loading) for: they
 * load once per session, and a new session loads them again.
 */
export const favouritesLoadedForAtom = atom<string | null>(null);
