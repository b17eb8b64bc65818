import { atom } from 'jotai';
import { api } from '../api/api-client';
import type { ErrorKey } from '../../../openapi/runtime/client/api-error';
import { toResult } from '../../../openapi/runtime/client/api-result';
import type { components } from '../../../openapi/runtime/generated/openapi';
import type { LanguageCode } from '../i18n/languages';

type Game = components['schemas']['Game'];

/** Section 9: the popular list holds 20 games. */
export const popularCount = 20;

/**
 * The signed-in member's popular list (`listPopularGames`, count 20), for the session and language
 * it was asked for (`key`). Fetched right after login (section 4) and shown on home.
 */
export type PopularGamesState = { key: string } & (
  | { status: 'loading' }
  | { status: 'ready'; games: Game[] }
  | { status: 'failed'; errorKey: ErrorKey }
);
export const popularGamesAtom = atom<PopularGamesState | null>(null);

/** The key `loadPopularGamesAtom` files a session's list under. */
export function popularKey(token: string, language: LanguageCode): string {
  return `${language} ${token}`;
}

/**
 * Loads the popular list for a session (its token) and language, unless loaded or loading for
 * them. An answer for a session or language no longer current (sign-out, another member, a
 * language switch while it was on its way) is dropped.
 */
export const loadPopularGamesAtom = atom(
  null,
  async (get, set, { token, language }: { token: string; language: LanguageCode }) => {
    const key = popularKey(token, language);
    const current = get(popularGamesAtom);
    if (current?.key === key && current.status !== 'failed') return;
    set(popularGamesAtom, { key, status: 'loading' });
    const result = await toResult(
      api.GET('/lgw/games/popular', { params: { query: { count: popularCount, language } } }),
    );
    if (get(popularGamesAtom)?.key !== key) return;
    set(
      popularGamesAtom,
      result.ok
        ? { key, status: 'ready', games: result.value }
        : { key, status: 'failed', errorKey: result.error.key },
    );
  },
);
