import type { GamesTables } from '../tables';
import type {
  GameClassify,
  GameRecord,
  GameType,
  LotteryGameRecord,
  VendorRecord,
} from '../records';
import { lanes } from '../seed-data/vendor-catalogue';

export type CatalogueTables = Pick<GamesTables, 'games' | 'vendors' | 'lotteryGames'>;

/**
 * A prepared list of games in list order. The name search runs over `searchText` (every name in
 * lower case, joined by NUL) with the engine's native `indexOf`, which is many times faster than a
 * `includes` per game; `starts` maps a position back to its game.
 */
export class GameList {
  #text: { haystack: string; starts: Int32Array } | null = null;
  readonly #byMaxMinBet = new Map<number, GameList>();

  constructor(readonly games: readonly GameRecord[]) {}

  /** The games whose minimum bet is at most `minBet` (the lobby's filter has five values: cached per value). */
  withMaxMinBet(minBet: number): GameList {
    let list = this.#byMaxMinBet.get(minBet);
    if (!list) {
      list = new GameList(this.games.filter((g) => g.minBet <= minBet));
      this.#byMaxMinBet.set(minBet, list);
    }
    return list;
  }

  get searchText(): { haystack: string; starts: Int32Array } {
    if (!this.#text) {
      const names = this.games.map((game) => game.gameName.toLowerCase());
      const starts = new Int32Array(names.length + 1);
      let offset = 0;
      names.forEach((name, i) => {
        starts[i] = offset;
        offset += name.length + 1;
      });
      starts[names.length] = offset;
      this.#text = { haystack: names.join('\u0000'), starts };
    }
    return this.#text;
  }
}

/**
 * The catalogue prepared for reading: per-type, per-vendor and per-classify arrays already in list
 * order, so a game list request is one plain loop over the narrowest array, never a collection query.
 */
export interface CatalogueIndex {
  /** `listKey(type, vendor?, classify?)` -> its games in list order (vendor cards only in the plain type list). */
  lists: ReadonlyMap<string, GameList>;
  hotByType: ReadonlyMap<GameType, readonly GameRecord[]>;
  /** Every entry of a type in list order: vendor cards first, then most popular first. */
  byType: ReadonlyMap<GameType, readonly GameRecord[]>;
  /** Single games (no vendor cards), most popular first. */
  popular: readonly GameRecord[];
  /** Vendor entries in lane order, then `sort`. */
  vendors: readonly VendorRecord[];
  /** `${gameType}:${vendor}` -> the vendor entry (trial play, open mode, name). */
  vendorOf: ReadonlyMap<string, VendorRecord>;
  /** Classify values per `${gameType}:${vendor}`, from the vendor's games. */
  classifies: ReadonlyMap<string, ReadonlySet<GameClassify>>;
  /** Lottery games in menu order (group, then game). */
  lotteryGames: readonly LotteryGameRecord[];
}

export function listKey(gameType: GameType, vendor?: string, classify?: GameClassify): string {
  return `${gameType}|${vendor ?? '*'}|${classify ?? '*'}`;
}

const listOrder = (a: GameRecord, b: GameRecord): number =>
  (a.isGame === 'VASSALAGE' ? 0 : 1) - (b.isGame === 'VASSALAGE' ? 0 : 1) ||
  b.popularity - a.popularity ||
  Number(a.nodeId) - Number(b.nodeId);

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildCatalogueIndex(
  games: readonly GameRecord[],
  vendors: readonly VendorRecord[],
  lottery: readonly LotteryGameRecord[],
): CatalogueIndex {
  const sorted = [...games].sort(listOrder);
  const arrays = new Map<string, GameRecord[]>();
  const byType = new Map<GameType, GameRecord[]>();
  const hotByType = new Map<GameType, GameRecord[]>();
  const classifies = new Map<string, Set<GameClassify>>();
  const popular: GameRecord[] = [];
  for (const game of sorted) {
    const classify = game.gameClassify ?? undefined;
    push(byType, game.gameType, game);
    push(arrays, listKey(game.gameType), game);
    if (game.isHot === 1) push(hotByType, game.gameType, game);
    if (game.isGame === 'VASSALAGE') continue;
    popular.push(game);
    push(arrays, listKey(game.gameType, game.vassalage), game);
    if (classify) {
      push(arrays, listKey(game.gameType, undefined, classify), game);
      push(arrays, listKey(game.gameType, game.vassalage, classify), game);
    }
    const key = `${game.gameType}:${game.vassalage}`;
    const set = classifies.get(key) ?? new Set<GameClassify>();
    if (classify) set.add(classify);
    classifies.set(key, set);
  }
  popular.sort((a, b) => b.popularity - a.popularity || Number(a.nodeId) - Number(b.nodeId));
  const laneOrder = new Map(lanes.map((lane, i) => [lane.id, i]));
  const orderedVendors = [...vendors].sort(
    (a, b) => (laneOrder.get(a.laneId) ?? 99) - (laneOrder.get(b.laneId) ?? 99) || a.sort - b.sort,
  );
  return {
    lists: new Map([...arrays].map(([key, list]) => [key, new GameList(list)])),
    byType,
    hotByType,
    popular,
    vendors: orderedVendors,
    vendorOf: new Map(orderedVendors.map((v) => [`${v.gameType}:${v.vendor}`, v])),
    classifies,
    lotteryGames: [...lottery].sort((a, b) => a.groupOrder - b.groupOrder || a.sort - b.sort),
  };
}

interface CacheEntry {
  index: CatalogueIndex | null;
}

/** One prepared index per games table; any change to a catalogue table (seed, import) drops it. */
const cache = new WeakMap<object, CacheEntry>();

function watch(tables: CatalogueTables, entry: CacheEntry): void {
  const stale = () => {
    entry.index = null;
  };
  for (const table of [
    tables.games.collection,
    tables.vendors.collection,
    tables.lotteryGames.collection,
  ]) {
    table.hooks.on('create', stale);
    table.hooks.on('update', stale);
    table.hooks.on('delete', stale);
  }
}

/** The prepared catalogue of a db, built on first use after the catalogue changed. */
export function catalogueIndex(tables: CatalogueTables): CatalogueIndex {
  let entry = cache.get(tables.games);
  if (!entry) {
    entry = { index: null };
    watch(tables, entry);
    cache.set(tables.games, entry);
  }
  entry.index ??= buildCatalogueIndex(
    tables.games.all(),
    tables.vendors.all(),
    tables.lotteryGames.all(),
  );
  return entry.index;
}

/** The vendor entry a game is listed under (its trial play and open mode). */
export function vendorOfGame(
  index: CatalogueIndex,
  game: Pick<GameRecord, 'gameType' | 'vassalage'>,
): VendorRecord | undefined {
  return index.vendorOf.get(`${game.gameType}:${game.vassalage}`);
}
