import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { shownHotTypes } from './hot-game-types';

type Game = components['schemas']['Game'];
const game = (nodeId: string): Game => ({
  nodeId,
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: `Game ${nodeId}`,
  gameClassify: null,
  isHot: 1,
  isGame: 'GAME',
  defaultPlayType: null,
  vendor: 'PG',
  accountTypeName: 'PG',
  gameCode: nodeId,
  code: null,
  imageUrl: `/sandbox/img/game-${nodeId}.svg`,
  minBet: 0.2,
  maintenance: null,
});

describe('shownHotTypes', () => {
  it('offers only the types with hot games, in the order of the game menus', () => {
    const hot = { ELOTT: [], LOTT: [game('3')], LIVE: [game('2')], RNG: [game('1')], PVP: [] };
    expect(shownHotTypes(hot, ['LIVE', 'RNG', 'FISH', 'LOTT'])).toEqual(['LIVE', 'RNG', 'LOTT']);
  });

  it('puts types the menus do not list last, in the fixed order', () => {
    const hot = { ELOTT: [game('4')], SPORTS: [game('3')], FISH: [game('2')], RNG: [game('1')] };
    expect(shownHotTypes(hot, ['FISH'])).toEqual(['FISH', 'RNG', 'SPORTS', 'ELOTT']);
    expect(shownHotTypes(hot, [])).toEqual(['RNG', 'FISH', 'SPORTS', 'ELOTT']);
  });

  it('offers nothing when no type has hot games', () => {
    expect(shownHotTypes({}, ['RNG'])).toEqual([]);
  });
});
