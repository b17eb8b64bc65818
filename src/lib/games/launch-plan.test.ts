import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { launchPlanFor, lotteryPath } from './launch-plan';

type Game = components['schemas']['Game'];

const game = (overrides: Partial<Game> = {}): Game => ({
  nodeId: '100245',
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: 'Mahjong Ways',
  gameClassify: 'slot',
  isHot: 1,
  isGame: 'GAME',
  defaultPlayType: null,
  vendor: 'PG',
  accountTypeName: 'PG',
  gameCode: 'mahjong-ways',
  code: null,
  imageUrl: '/sandbox/img/game-100245.svg',
  minBet: 0.2,
  maintenance: null,
  ...overrides,
});

const lottery = (overrides: Partial<Game> = {}) =>
  game({
    gameType: 'LOTT',
    vassalage: 'TCG_LOTTO_VN',
    vendor: 'TCG_LOTTO_VN',
    accountTypeName: 'TCG_LOTTO_VN',
    gameCode: 'VNHN',
    gameClassify: null,
    ...overrides,
  });

describe('launchPlanFor: lottery launch', () => {
  it.each(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'])(
    'sends a LOTT game of vendor %s to the lottery page',
    (vendor) => {
      expect(launchPlanFor(lottery({ vendor, accountTypeName: 'X' }))).toEqual({
        kind: 'lottery',
        path: `/lottery?gameCode=VNHN&vendor=${vendor}`,
      });
    },
  );

  it('sends an ELOTT game whose account type is a lottery vendor there too', () => {
    const plan = launchPlanFor(
      lottery({ gameType: 'ELOTT', vendor: 'OTHER', accountTypeName: 'ELOTT' }),
    );
    expect(plan).toEqual({ kind: 'lottery', path: '/lottery?gameCode=VNHN&vendor=OTHER' });
  });

  it('adds the default play type as playType only when the game has one', () => {
    expect(launchPlanFor(lottery({ defaultPlayType: 'LO2' }))).toEqual({
      kind: 'lottery',
      path: '/lottery?gameCode=VNHN&vendor=TCG_LOTTO_VN&playType=LO2',
    });
    expect(lotteryPath(lottery({ defaultPlayType: '' }))).toBe(
      '/lottery?gameCode=VNHN&vendor=TCG_LOTTO_VN',
    );
  });

  it('leaves out a missing game code', () => {
    expect(lotteryPath(lottery({ gameCode: '' }))).toBe('/lottery?vendor=TCG_LOTTO_VN');
  });

  it('launches a lottery-type game of another vendor as a third-party game', () => {
    const other = lottery({ vendor: 'GPI', accountTypeName: 'GPI' });
    expect(launchPlanFor(other)).toEqual({ kind: 'thirdParty', game: other });
  });

  it('does not treat a lottery vendor code on a non-lottery game as a lottery launch', () => {
    const slot = game({ vendor: 'LOTT', accountTypeName: 'LOTT' });
    expect(launchPlanFor(slot)).toEqual({ kind: 'thirdParty', game: slot });
  });

  it('opens the popup list for a VASSALAGE card of a lottery type outside the lottery vendors', () => {
    const card = lottery({ vendor: 'GPI', accountTypeName: 'GPI', isGame: 'VASSALAGE' });
    expect(launchPlanFor(card)).toEqual({ kind: 'vendorPopup', vendor: card });
  });
});

describe('launchPlanFor: third-party launch', () => {
  it('opens the popup game list of a VASSALAGE vendor card', () => {
    const card = game({ isGame: 'VASSALAGE', vendor: 'KA', vassalage: 'KA', gameName: 'KA' });
    expect(launchPlanFor(card)).toEqual({ kind: 'vendorPopup', vendor: card });
    const live = game({ gameType: 'LIVE', isGame: 'VASSALAGE', vendor: 'EVO' });
    expect(launchPlanFor(live)).toEqual({ kind: 'vendorPopup', vendor: live });
  });

  it.each(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'DS88'] as const)(
    'launches a single %s game',
    (gameType) => {
      const single = game({ gameType });
      expect(launchPlanFor(single)).toEqual({ kind: 'thirdParty', game: single });
    },
  );
});
