import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import type { ApiResult } from '../../../../openapi/runtime/client/api-result';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { settleQuery } from '../../../lib/api/api-queries';
import { getHotGamesOptions } from '../../../lib/games/api/use-get-hot-games';
import { useFavourites } from '../../../lib/games/use-favourites';
import { pvpRoomsAtom, recentGamesVersionAtom } from '../../../lib/stores/game-area-atoms';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { filterGames, pageOf, type GamePage } from '../rules/filter-games';
import { listNeedsLogin, type LobbyState } from '../rules/lobby-query';
import { createSingleFlight } from '../rules/single-flight';
import { markResponse } from '../state/render-timing';
import {
  requestFavouriteGames,
  requestGamePage,
  requestPvpRooms,
  requestRecentGames,
  type Game,
  type PvpRoom,
} from './request-games';

/** What one load brought: a page the server cut, a whole list the lobby filters, or the rooms. */
type Loaded =
  | { kind: 'page'; page: GamePage }
  | { kind: 'whole'; games: Game[] }
  | { kind: 'rooms'; rooms: PvpRoom[]; games: Game[] };

export type LobbyView =
  | { status: 'signIn' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; kind: 'games'; games: Game[]; totalPages: number; totalCount: number }
  | {
      status: 'ready';
      kind: 'rooms';
      rooms: PvpRoom[];
      gamesById: ReadonlyMap<string, Game>;
      totalPages: number;
      totalCount: number;
    };

interface Source {
  key: string;
  load(signal: AbortSignal): Promise<ApiResult<Loaded>>;
}

const asLoaded = <T>(result: ApiResult<T>, wrap: (value: T) => Loaded): ApiResult<Loaded> =>
  result.ok ? { ok: true, value: wrap(result.value) } : result;

/**
 * The request a lobby state needs, with a key naming it: the same key means the same answer, so
 * paging a whole list (hot, favourites, recent, rooms) or filtering it asks nothing new, while the
 * full game list (all) asks the server for every filter and page.
 */
function sourceFor(
  state: LobbyState,
  context: { language: string; token: string | null; favVersion: number; recentVersion: number },
  fetchHotGames: () => Promise<ApiResult<Partial<Record<string, Game[]>>>>,
  setRooms: (rooms: PvpRoom[]) => void,
): Source | null {
  const { gameType } = state;
  const base = [context.language, state.list, gameType];
  if (listNeedsLogin(state.list) && !context.token) return null;
  switch (state.list) {
    case 'all':
      return {
        key: JSON.stringify([
          ...base,
          state.vendor,
          state.minBet,
          state.classify,
          state.search.trim(),
          state.pageNo,
        ]),
        load: async (signal) =>
          asLoaded(await requestGamePage(state, signal), (page) => ({ kind: 'page', page })),
      };
    case 'hot':
      return {
        key: JSON.stringify(base),
        load: async () => {
          const result = await fetchHotGames();
          return asLoaded(result, (hot) => ({
            kind: 'whole',
            games: Object.entries(hot).find(([type]) => type === gameType)?.[1] ?? [],
          }));
        },
      };
    case 'fav':
      return {
        key: JSON.stringify([...base, context.token, context.favVersion]),
        load: async (signal) =>
          asLoaded(await requestFavouriteGames(gameType, signal), (games) => ({
            kind: 'whole',
            games,
          })),
      };
    case 'recent':
      return {
        key: JSON.stringify([...base, context.token, context.recentVersion]),
        load: async (signal) =>
          asLoaded(await requestRecentGames(gameType, signal), (games) => ({
            kind: 'whole',
            games,
          })),
      };
    case 'rooms':
      return {
        key: JSON.stringify(base),
        load: async (signal) => {
          const [rooms, games] = await Promise.all([
            requestPvpRooms(null, signal),
            requestGamePage(
              { ...state, vendor: null, minBet: null, classify: null, search: '', pageNo: 1 },
              signal,
            ),
          ]);
          if (!rooms.ok) return rooms;
          if (!games.ok) return games;
          setRooms(rooms.value);
          return {
            ok: true,
            value: { kind: 'rooms', rooms: rooms.value, games: games.value.games },
          };
        },
      };
  }
}

function viewOf(state: LobbyState, loaded: Loaded): LobbyView {
  if (loaded.kind === 'page') return { status: 'ready', kind: 'games', ...loaded.page };
  if (loaded.kind === 'whole') {
    const { items, totalPages, totalCount } = pageOf(
      filterGames(loaded.games, state),
      state.pageNo,
    );
    return { status: 'ready', kind: 'games', games: items, totalPages, totalCount };
  }
  const needle = state.search.trim().toLowerCase();
  const rooms = loaded.rooms.filter(
    (room) =>
      (state.vendor === null || room.vendor === state.vendor) &&
      (needle === '' ||
        room.gameName.toLowerCase().includes(needle) ||
        room.roomName.toLowerCase().includes(needle)),
  );
  const { items, totalPages, totalCount } = pageOf(rooms, state.pageNo);
  return {
    status: 'ready',
    kind: 'rooms',
    rooms: items,
    gamesById: new Map(loaded.games.map((game) => [game.nodeId, game])),
    totalPages,
    totalCount,
  };
}

/**
 * The games (or PvP rooms) a lobby state shows. Every request goes through one single flight, so
 * only one game-list request is in flight at a time and a stale answer never replaces a newer one.
 * The favourites list reloads when `useFavourites().version` moves, the recent list when
 * `recentGamesVersionAtom` does.
 */
export function useLobbyData(state: LobbyState): { view: LobbyView; retry(): void } {
  const { i18n } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const { version: favVersion } = useFavourites();
  const recentVersion = useAtomValue(recentGamesVersionAtom);
  const queryClient = useQueryClient();
  const language = useLanguageCode();
  const fetchHotGames = useCallback(
    () => settleQuery(queryClient.fetchQuery(getHotGamesOptions(language))),
    [queryClient, language],
  );
  const setRooms = useSetAtom(pvpRoomsAtom);
  const [flight] = useState(createSingleFlight);
  const [loaded, setLoaded] = useState<{ key: string; result: ApiResult<Loaded> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const source = sourceFor(
    state,
    { language: i18n.language, token, favVersion, recentVersion },
    fetchHotGames,
    setRooms,
  );
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });
  const key = source?.key ?? null;

  useEffect(() => {
    const current = sourceRef.current;
    if (!current) {
      flight.cancel();
      return;
    }
    void flight
      .run((signal) => current.load(signal))
      .then((outcome) => {
        if (outcome.status === 'superseded') return;
        if (outcome.value.ok) markResponse();
        setLoaded({ key: current.key, result: outcome.value });
      });
  }, [flight, key, attempt]);
  useEffect(() => () => flight.cancel(), [flight]);

  const view = useMemo((): LobbyView => {
    if (key === null) return { status: 'signIn' };
    if (!loaded || loaded.key !== key) return { status: 'loading' };
    if (!loaded.result.ok) return { status: 'error', error: loaded.result.error };
    return viewOf(state, loaded.result.value);
  }, [key, loaded, state]);

  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);
  return { view, retry };
}
