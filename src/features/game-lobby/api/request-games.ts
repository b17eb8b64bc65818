import { api } from '../../../lib/api/api-client';
import type { ApiResult } from '../../../../openapi/runtime/client/api-result';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { GamePage } from '../rules/filter-games';
import { gamePageSize, type LobbyState } from '../rules/lobby-query';

type Schemas = components['schemas'];
export type Game = Schemas['Game'];
export type PvpRoom = Schemas['PvpRoom'];

/** `listGames`: one page of the lobby's game type with its filters (the server filters and pages). */
export async function requestGamePage(
  state: Pick<LobbyState, 'gameType' | 'vendor' | 'minBet' | 'classify' | 'search' | 'pageNo'>,
  signal: AbortSignal,
): Promise<ApiResult<GamePage>> {
  const search = state.search.trim();
  const result = await toResult(
    api.GET('/lgw/games/list', {
      params: {
        query: {
          clientType: 3,
          gameType: state.gameType,
          pageNo: state.pageNo,
          pageSize: gamePageSize,
          ...(state.vendor ? { vassalage: state.vendor } : {}),
          ...(state.classify ? { gameClassify: state.classify } : {}),
          ...(search ? { gameName: search } : {}),
          ...(state.minBet !== null ? { minBet: state.minBet } : {}),
        },
      },
      signal,
    }),
  );
  if (!result.ok) return result;
  const { games, totalPages, totalCount } = result.value;
  return { ok: true, value: { games, totalPages, totalCount } };
}

/**
 * The favourites and recent games come back paged; the lobby takes them whole (100 a page, at most
 * `maxPages` pages) so its filters work on them as on the full list. Recent games are at most 50.
 */
const wholeListPageSize = 100;
const maxPages = 10;

async function requestWholeList(
  path: '/wps/game/favorite' | '/wps/relay/GCS_recentGame',
  gameType: LobbyState['gameType'],
  signal: AbortSignal,
): Promise<ApiResult<Game[]>> {
  const games: Game[] = [];
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const result = await toResult(
      api.GET(path, {
        params: { query: { gameType, pageNo, pageSize: wholeListPageSize } },
        signal,
      }),
    );
    if (!result.ok) return result;
    games.push(...result.value.list);
    if (pageNo >= result.value.totalPages) break;
  }
  return { ok: true, value: games };
}

/** `listFavoriteGames` of the lobby's game type, most recently added first. */
export function requestFavouriteGames(gameType: LobbyState['gameType'], signal: AbortSignal) {
  return requestWholeList('/wps/game/favorite', gameType, signal);
}

/** `listRecentGames` of the lobby's game type, most recently played first. */
export function requestRecentGames(gameType: LobbyState['gameType'], signal: AbortSignal) {
  return requestWholeList('/wps/relay/GCS_recentGame', gameType, signal);
}

/** `listPvpRooms`, of one vendor when given. */
export function requestPvpRooms(vendor: string | null, signal: AbortSignal) {
  return toResult(
    api.GET('/wps/relay/GLS2_roomList', {
      params: { query: vendor ? { vendor } : {} },
      signal,
    }),
  );
}
