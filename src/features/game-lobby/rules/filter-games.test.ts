import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { filterGames, pageOf } from './filter-games';

type Game = components['schemas']['Game'];

const game = (nodeId: string, extra: Partial<Game>): Game => ({
  nodeId,
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: `Game ${nodeId}`,
  gameClassify: 'slot',
  isHot: 0,
  isGame: 'GAME',
  defaultPlayType: null,
  vendor: 'PG',
  accountTypeName: 'PG',
  gameCode: `g-${nodeId}`,
  code: null,
  imageUrl: `/sandbox/img/game-${nodeId}.svg`,
  minBet: 0.2,
  maintenance: null,
  ...extra,
});

const games = [
  game('1', { gameName: 'Mahjong Ways', minBet: 0.2 }),
  game('2', { gameName: 'Super Ace', vassalage: 'JILI', minBet: 0.01, gameClassify: 'jackpot' }),
  game('3', { gameName: 'Fortune Gems', vassalage: 'JILI', minBet: 0.1, gameClassify: 'arcade' }),
];
const none = { vendor: null, minBet: null, classify: null, search: '' };
const ids = (list: Game[]) => list.map((g) => g.nodeId);

describe('filterGames', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterGames(games, none))).toEqual(['1', '2', '3']);
  });

  it('filters by vendor, minimum bet (at most), classify and name (any case)', () => {
    expect(ids(filterGames(games, { ...none, vendor: 'JILI' }))).toEqual(['2', '3']);
    expect(ids(filterGames(games, { ...none, minBet: 0.1 }))).toEqual(['2', '3']);
    expect(ids(filterGames(games, { ...none, classify: 'jackpot' }))).toEqual(['2']);
    expect(ids(filterGames(games, { ...none, search: '  ACE ' }))).toEqual(['2']);
    expect(ids(filterGames(games, { ...none, vendor: 'PG', minBet: 0.05 }))).toEqual([]);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 65 }, (_, i) => i + 1);

  it('cuts pages of 30 and counts them', () => {
    expect(pageOf(items, 1)).toMatchObject({ totalPages: 3, totalCount: 65 });
    expect(pageOf(items, 1).items).toHaveLength(30);
    expect(pageOf(items, 3).items).toEqual([61, 62, 63, 64, 65]);
    expect(pageOf(items, 4).items).toEqual([]);
    expect(pageOf([], 1)).toEqual({ items: [], totalPages: 0, totalCount: 0 });
  });
});
