import { describe, expect, it } from 'vitest';
import type { components } from '../../../lib/api/generated/openapi';
import { findHotGame, lobbyRouteForGame } from './game-lobby-route';

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

describe('lobbyRouteForGame', () => {
  it('sends slots to /rng with the vendor as page', () => {
    expect(lobbyRouteForGame(game({}))).toBe('/rng?page=PG');
  });

  it('sends the other kinds to their lobby or listing', () => {
    expect(lobbyRouteForGame(game({ gameType: 'LIVE', vassalage: 'EVO', vendor: 'EVO' }))).toBe(
      '/live',
    );
    expect(lobbyRouteForGame(game({ gameType: 'FISH' }))).toBe('/fish');
    expect(lobbyRouteForGame(game({ gameType: 'ESPORTS', vendor: 'IA' }))).toBe('/esports');
  });

  it('sends lottery games of the lottery vendors to /lottery with only the parameters present', () => {
    expect(
      lobbyRouteForGame(
        game({
          gameType: 'LOTT',
          vendor: 'TCG_LOTTO_VN',
          accountTypeName: 'TCG_LOTTO_VN',
          gameCode: 'VNMB',
          defaultPlayType: 'LO2',
        }),
      ),
    ).toBe('/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2');
    expect(
      lobbyRouteForGame(
        game({ gameType: 'ELOTT', vendor: 'ELOTT', accountTypeName: 'ELOTT', gameCode: 'ZYSSC1' }),
      ),
    ).toBe('/lottery?gameCode=ZYSSC1&vendor=ELOTT');
    expect(
      lobbyRouteForGame(game({ gameType: 'ELOTT', vendor: 'OTHER', accountTypeName: 'OTHER' })),
    ).toBe('/elott');
  });
});

describe('findHotGame', () => {
  it('finds a game by node id in any type, or nothing', () => {
    const hot = {
      RNG: [game({ nodeId: '900001' })],
      LIVE: [game({ nodeId: '900003', gameType: 'LIVE' })],
    };
    expect(findHotGame(hot, '900003')?.gameType).toBe('LIVE');
    expect(findHotGame(hot, 'missing')).toBeNull();
  });
});
