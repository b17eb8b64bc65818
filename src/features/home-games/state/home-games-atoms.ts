import { atom } from 'jotai';
import type { ErrorKey } from '../../../lib/api/api-error';
import type { components } from '../../../lib/api/generated/openapi';

type Game = components['schemas']['Game'];

/** Where a list's request stands; a failure keeps its catalogue key for the message. */
export type LoadStatus =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed'; errorKey: ErrorKey };

/**
 * `getHotGames` for the language it was asked in. The games themselves go to the shared
 * `hotGamesMapAtom` (section 3), which the lobbies' "hot" list reads too.
 */
export const hotGamesLoadAtom = atom<(LoadStatus & { language: string }) | null>(null);

/**
 * The signed-in member's popular list (`listPopularGames`, count 20), for the session and language
 * it was asked for (`key`). It has no place in the section 3 stores, so it lives here.
 */
export type PopularGamesState = { key: string } & (
  | { status: 'loading' }
  | { status: 'ready'; games: Game[] }
  | { status: 'failed'; errorKey: ErrorKey }
);
export const popularGamesAtom = atom<PopularGamesState | null>(null);
