import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { ErrorKey } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { hotGamesMapAtom } from '../../../lib/stores/game-area-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import {
  loadPopularGamesAtom,
  popularGamesAtom,
  popularKey,
} from '../../../lib/games/popular-games';
import { hotGamesLoadAtom } from '../state/home-games-atoms';
import { loadHotGamesAtom } from './load-home-games';

type Game = components['schemas']['Game'];

/** A list as a lane shows it: loading (skeleton), failed (message and retry) or its games. */
export type LaneData<T> =
  | { status: 'loading' }
  | { status: 'failed'; errorKey: ErrorKey; retry(): void }
  | { status: 'ready'; value: T };

/** The hot games keyed by type, loaded once per language (asked again after a failure). */
export function useHotGames(): LaneData<Partial<Record<string, Game[]>>> {
  const language = useLanguageCode();
  const load = useSetAtom(loadHotGamesAtom);
  const state = useAtomValue(hotGamesLoadAtom);
  const map = useAtomValue(hotGamesMapAtom);
  const retry = useCallback(() => void load(language), [load, language]);
  useEffect(retry, [retry]);

  if (state?.language !== language || state.status === 'loading') return { status: 'loading' };
  if (state.status === 'failed') return { status: 'failed', errorKey: state.errorKey, retry };
  return { status: 'ready', value: map };
}

/**
 * The popular list of the signed-in member (section 4: fetched on login, and at start when a
 * token is stored), or null for a visitor.
 */
export function usePopularGames(): LaneData<Game[]> | null {
  const language = useLanguageCode();
  const token = useAtomValue(tokenAtom);
  const load = useSetAtom(loadPopularGamesAtom);
  const state = useAtomValue(popularGamesAtom);
  const retry = useCallback(() => {
    if (token) void load({ token, language });
  }, [load, token, language]);
  useEffect(retry, [retry]);

  if (!token) return null;
  if (state?.key !== popularKey(token, language) || state.status === 'loading') {
    return { status: 'loading' };
  }
  if (state.status === 'failed') return { status: 'failed', errorKey: state.errorKey, retry };
  return { status: 'ready', value: state.games };
}

/** Starts both loads as early as possible (the lanes themselves may still be on their way). */
export function useStartHomeGames(): void {
  useHotGames();
  usePopularGames();
}
