import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../records';
import { queryGames, type GameListFilter } from './game-list-query';
import { testCatalogue } from '../test-support';

const { games, index } = testCatalogue(3_000);

/** The plain reading of the filter rules, to compare the prepared-array query against. */
function reference(filter: GameListFilter): GameRecord[] {
  const needle = filter.gameName?.trim().toLowerCase() ?? '';
  const vendor = filter.vassalage?.trim().toUpperCase();
  const order = index.byType.get(filter.gameType) ?? [];
  return order.filter(
    (g) =>
      (!vendor || (g.vassalage === vendor && g.isGame === 'GAME')) &&
      (!filter.gameClassify || (g.gameClassify === filter.gameClassify && g.isGame === 'GAME')) &&
      (filter.minBet === undefined || g.minBet <= filter.minBet) &&
      (filter.minLineNum === undefined || g.lineNum >= filter.minLineNum) &&
      (!needle || g.gameName.toLowerCase().includes(needle)),
  );
}

const filters: GameListFilter[] = [
  { gameType: 'RNG', pageNo: 1, pageSize: 30 },
  { gameType: 'RNG', pageNo: 3, pageSize: 30 },
  { gameType: 'RNG', vassalage: 'PG', minBet: 0.1, pageNo: 2, pageSize: 30 },
  { gameType: 'RNG', vassalage: 'jili ', pageNo: 1, pageSize: 100 },
  { gameType: 'RNG', gameClassify: 'jackpot', minLineNum: 25, pageNo: 1, pageSize: 10 },
  { gameType: 'RNG', gameName: 'DRAGON', pageNo: 1, pageSize: 30 },
  { gameType: 'RNG', gameName: 'gold', minBet: 0.05, gameClassify: 'slot', pageNo: 2, pageSize: 7 },
  { gameType: 'RNG', gameName: 'o', minLineNum: 243, pageNo: 1, pageSize: 50 },
  { gameType: 'RNG', gameName: 'roulette', vassalage: 'PP', pageNo: 1, pageSize: 5 },
  { gameType: 'LIVE', pageNo: 1, pageSize: 30 },
  { gameType: 'LIVE', vassalage: 'EVO', pageNo: 1, pageSize: 30 },
  { gameType: 'FISH', minBet: 0.01, pageNo: 1, pageSize: 30 },
  { gameType: 'ESPORTS', pageNo: 1, pageSize: 30 },
];

describe('queryGames', () => {
  it.each(filters.map((f) => [JSON.stringify(f), f] as const))(
    'matches the plain filter for %s',
    (_name, filter) => {
      const all = reference(filter);
      const { games: page, page: info } = queryGames(index, filter);
      const start = (filter.pageNo - 1) * filter.pageSize;
      expect(page.map((g) => g.nodeId)).toEqual(
        all.slice(start, start + filter.pageSize).map((g) => g.nodeId),
      );
      expect(info).toEqual({
        pageNo: filter.pageNo,
        pageSize: filter.pageSize,
        totalCount: all.length,
        totalPages: Math.ceil(all.length / filter.pageSize),
      });
    },
  );

  it('pages through every game of a type exactly once', () => {
    const seen = new Set<string>();
    const first = queryGames(index, { gameType: 'RNG', pageNo: 1, pageSize: 100 });
    for (let pageNo = 1; pageNo <= first.page.totalPages; pageNo += 1) {
      for (const game of queryGames(index, { gameType: 'RNG', pageNo, pageSize: 100 }).games)
        seen.add(game.nodeId);
    }
    expect(seen.size).toBe(games.filter((g) => g.gameType === 'RNG').length);
    expect(first.page.totalCount).toBe(seen.size);
  });

  it('lists vendor cards first without filters and leaves them out of a vendor list', () => {
    const lobby = queryGames(index, { gameType: 'LIVE', pageNo: 1, pageSize: 5 }).games;
    expect(lobby.slice(0, 2).map((g) => g.isGame)).toEqual(['VASSALAGE', 'VASSALAGE']);
    const evo = queryGames(index, {
      gameType: 'LIVE',
      vassalage: 'EVO',
      pageNo: 1,
      pageSize: 100,
    }).games;
    expect(evo.length).toBeGreaterThan(5);
    expect(evo.every((g) => g.vassalage === 'EVO' && g.isGame === 'GAME')).toBe(true);
  });

  it('answers an empty page past the end, for unknown vendors and for impossible searches', () => {
    expect(queryGames(index, { gameType: 'RNG', pageNo: 9_999, pageSize: 30 }).games).toEqual([]);
    expect(
      queryGames(index, { gameType: 'RNG', vassalage: 'NOPE', pageNo: 1, pageSize: 30 }).page,
    ).toMatchObject({ totalCount: 0, totalPages: 0 });
    expect(
      queryGames(index, { gameType: 'RNG', gameName: 'a\u0000b', pageNo: 1, pageSize: 30 }).page
        .totalCount,
    ).toBe(0);
    expect(
      queryGames(index, { gameType: 'DS88', gameName: 'zzzz', pageNo: 1, pageSize: 30 }).page
        .totalCount,
    ).toBe(0);
  });

  it('counts a name once even when the text occurs twice in it', () => {
    const hits = queryGames(index, {
      gameType: 'FISH',
      gameName: 'fish',
      pageNo: 1,
      pageSize: 100,
    });
    const names = hits.games.map((g) => g.nodeId);
    expect(new Set(names).size).toBe(names.length);
    expect(hits.page.totalCount).toBe(
      reference({ gameType: 'FISH', gameName: 'fish', pageNo: 1, pageSize: 100 }).length,
    );
  });
});
