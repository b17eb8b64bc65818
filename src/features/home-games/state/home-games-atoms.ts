import { atom } from 'jotai';
import type { ErrorKey } from '../../../../openapi/runtime/client/api-error';

/** Where a list's request stands; a failure keeps its catalogue key for the message. */
export type LoadStatus =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed'; errorKey: ErrorKey };

/**
 * `getHotGames` for the language it was asked in. The games themselves go to the shared
 * `hotGamesMapAtom` (section 3), which the lobbies' "hot" list reads too.
 */
export const hotGamesLoadAtom = atom<(LoadStatus & { language: string }) | null>(null);
