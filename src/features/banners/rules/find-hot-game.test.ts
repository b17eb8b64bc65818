import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { findHotGame } from './find-hot-game';

type Game = components['schemas']['Game'];

const game = (overrides: Partial<Game>): Game => ({
  nodeId: '1',
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: 'Fortune Dragon',
  gameClassify: null,
  isHot: 1,
  isGame: 'GAME',
  defaultPlayType: null,
  vendor: 'PG',
  accountTypeName: 'PG',
  gameCode: 'fd',
  code: null,
  imageUrl: '/img/fd.svg',
  minBet: 0.1,
  maintenance: null,
  ...overrides,
});

describe('findHotGame', () => {
  it('finds the game a banner names among the hot games of every type', () => {
    const live = game({ nodeId: '7', gameType: 'LIVE', vassalage: 'EVO', vendor: 'EVO' });
    const hot = { RNG: [game({})], LIVE: [live] };
    expect(findHotGame(hot, '7')).toBe(live);
    expect(findHotGame(hot, '1')?.gameName).toBe('Fortune Dragon');
  });

  it('gives null for a game that is not hot', () => {
    expect(findHotGame({ RNG: [game({})], FISH: undefined }, '404')).toBeNull();
  });
});
