import { Table } from '../../db/typed-collection';
import type {
  FavoriteGameRecord,
  GameLaunchRecord,
  GameRecord,
  LotteryGameRecord,
  RecentGameRecord,
  VendorRecord,
} from './records';

/**
 * The games domain's own @msw/data tables. `games`, `vendors` and `lotteryGames` are the immutable
 * catalogue (kept across resets, see `catalogueTables` in core/backend.ts); the game list reads them
 * through the prepared arrays of rules/catalogue-index.ts, never by scanning the collection.
 */
export function createGamesTables() {
  const games = new Table<GameRecord>();
  const vendors = new Table<VendorRecord>();
  const lotteryGames = new Table<LotteryGameRecord>();
  const favoriteGames = new Table<FavoriteGameRecord>();
  const recentGames = new Table<RecentGameRecord>();
  const gameLaunches = new Table<GameLaunchRecord>();
  return {
    games,
    gameByVendorCode: games.uniqueIndex((g) => `${g.vendor}:${g.gameCode}`),
    vendors,
    vendorEntriesOf: vendors.groupIndex((v) => v.vendor),
    lotteryGames,
    lotteryGameByCode: lotteryGames.uniqueIndex((g) => g.gameCode),
    favoriteGames,
    favoritesOf: favoriteGames.groupIndex((f) => f.memberId),
    recentGames,
    recentsOf: recentGames.groupIndex((r) => r.memberId),
    gameLaunches,
    launchesOf: gameLaunches.groupIndex((l) => l.memberId),
  };
}

export type GamesTables = ReturnType<typeof createGamesTables>;
