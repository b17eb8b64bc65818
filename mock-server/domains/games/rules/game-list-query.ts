import type { GameClassify, GameRecord, GameType } from '../records';
import { listKey, type CatalogueIndex, type GameList } from './catalogue-index';
import type { Schemas } from '../../../core/handler-types';
import { pageInfo } from '../../../core/paging';

export interface GameListFilter {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
}

/** Finds the game whose name holds `position` (the largest start at or before it). */
function gameAt(starts: Int32Array, position: number, from: number): number {
  let low = from;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Calls `visit` with each game of the list whose name contains `needle`, in list order. */
function eachNameMatch(list: GameList, needle: string, visit: (game: GameRecord) => void): void {
  // Names never contain NUL, the separator: a needle with one matches nothing.
  if (needle.includes('\u0000')) return;
  const { haystack, starts } = list.searchText;
  let position = haystack.indexOf(needle);
  let i = 0;
  while (position !== -1) {
    i = gameAt(starts, position, i);
    const game = list.games[i];
    if (game) visit(game);
    position = haystack.indexOf(needle, starts[i + 1] ?? haystack.length);
  }
}

/**
 * The lobby's game list. The candidates are the narrowest prepared list (type, vendor, classify,
 * then the cached list of the minimum-bet value): a plain page is a slice of it. A name search
 * narrows it with one native `indexOf` pass over the names, a pay-line filter with one plain loop;
 * both count every match and keep only the requested page. With a vendor filter the vendor's lobby
 * card is left out: the list is that vendor's games (what the popup list shows).
 */
export function queryGames(
  index: CatalogueIndex,
  filter: GameListFilter,
): { games: GameRecord[]; page: Schemas['PageInfo'] } {
  const vendor = filter.vassalage?.trim().toUpperCase() || undefined;
  const prepared = index.lists.get(listKey(filter.gameType, vendor, filter.gameClassify));
  const list =
    prepared && filter.minBet !== undefined ? prepared.withMaxMinBet(filter.minBet) : prepared;
  const needle = filter.gameName?.trim().toLowerCase() ?? '';
  const { minLineNum } = filter;
  const first = (filter.pageNo - 1) * filter.pageSize;
  const end = first + filter.pageSize;
  if (!list) return { games: [], page: pageInfo(0, filter) };
  if (!needle && minLineNum === undefined) {
    return {
      games: list.games.slice(first, end),
      page: pageInfo(list.games.length, filter),
    };
  }
  const games: GameRecord[] = [];
  let count = 0;
  const visit = (game: GameRecord) => {
    if (minLineNum !== undefined && game.lineNum < minLineNum) return;
    if (count >= first && count < end) games.push(game);
    count += 1;
  };
  if (needle) eachNameMatch(list, needle, visit);
  else for (const game of list.games) visit(game);
  return { games, page: pageInfo(count, filter) };
}
