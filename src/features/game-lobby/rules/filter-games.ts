import type { components } from '../../../../openapi/runtime/generated/openapi';
import { gamePageSize, type LobbyState } from './lobby-query';

type Game = components['schemas']['Game'];

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/**
 * The lobby's filters applied in the portal, for the lists the server answers whole (hot,
 * favourites, recent): vendor, minimum bet (games whose smallest stake is at most the value, as the
 * server's `minBet` filter), classify tab and a case-insensitive name search.
 */
export function filterGames(
  games: readonly Game[],
  filter: Pick<LobbyState, 'vendor' | 'minBet' | 'classify' | 'search'>,
): Game[] {
  const needle = filter.search.trim().toLowerCase();
  return games.filter(
    (game) =>
      (filter.vendor === null || game.vassalage.toUpperCase() === filter.vendor) &&
      (filter.minBet === null || game.minBet <= filter.minBet) &&
      (filter.classify === null || game.gameClassify === filter.classify) &&
      (needle === '' || game.gameName.toLowerCase().includes(needle)),
  );
}

/** One page of a whole list (pages count from 1; a page past the end is empty). */
export function pageOf<T>(
  items: readonly T[],
  pageNo: number,
  pageSize = gamePageSize,
): { items: T[]; totalPages: number; totalCount: number } {
  const first = (pageNo - 1) * pageSize;
  return {
    items: items.slice(first, first + pageSize),
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  };
}
