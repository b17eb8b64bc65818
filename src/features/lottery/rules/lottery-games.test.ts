import { describe, expect, it } from 'vitest';
import {
  favouriteGames,
  gameByCode,
  lotteryVendorName,
  soonestDrawTime,
  menuGames,
  menuOfVendor,
  menuVendors,
  prizeModeParam,
  type LotteryGame,
  type LotteryMenu,
} from './lottery-games';

function game(gameId: string, gameCode: string, vendor: LotteryGame['vendor']): LotteryGame {
  return {
    gameId,
    gameCode,
    gameName: gameCode,
    vendor,
    gameType: 'LOTT',
    prizeMode: 'Lott',
    defaultPlayType: null,
    currentDrawNo: null,
    nextDrawTime: null,
    maintenance: null,
  };
}

const vnmb = game('1', 'VNMB', 'TCG_LOTTO_VN');
const vnhcm = game('2', 'VNHCM', 'TCG_LOTTO_VN');
const mag = game('3', 'MAG4D', 'TCG_SEA');
const menu: LotteryMenu = [
  { groupId: 'north', title: 'North', games: [vnmb] },
  { groupId: 'south', title: 'South', games: [vnhcm] },
  { groupId: 'sea', title: 'SEA', games: [mag] },
  { groupId: 'hot', title: 'Hot', games: [vnmb] },
];

describe('lottery game rules', () => {
  it('maps the header prize mode to the contract spelling (section 4)', () => {
    expect(prizeModeParam('ELOTT')).toBe('Elott');
    expect(prizeModeParam('LOTT')).toBe('Lott');
  });

  it('lists every menu game once, and the vendors in menu order', () => {
    expect(menuGames(menu).map((g) => g.gameCode)).toEqual(['VNMB', 'VNHCM', 'MAG4D']);
    expect(menuVendors(menu)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
  });

  it('keeps a vendor the groups with its games only', () => {
    expect(menuOfVendor(menu, 'TCG_SEA').map((g) => g.groupId)).toEqual(['sea']);
    expect(menuOfVendor(menu, 'LOTT')).toEqual([]);
    expect(menuOfVendor(menu, null)).toBe(menu);
  });

  it('finds the game of a route gameCode without case', () => {
    expect(gameByCode(menuGames(menu), 'vnhcm')).toBe(vnhcm);
    expect(gameByCode(menuGames(menu), 'NOPE')).toBeUndefined();
    expect(gameByCode(menuGames(menu), undefined)).toBeUndefined();
  });

  it('lists favourites in favourite order, skipping unknown ids', () => {
    expect(favouriteGames(menuGames(menu), ['3', '99', '1'])).toEqual([mag, vnmb]);
  });

  it('names vendors from the header menus, else by code', () => {
    const lanes = [
      { id: 6, title: 'LOTT' as const, cards: [] },
      {
        id: 7,
        title: 'ELOTT' as const,
        cards: [
          {
            id: 1,
            vendor: 'TCG_SEA',
            name: 'SEA 4D Lottery',
            logo: '/x.svg',
            gameType: 'ELOTT' as const,
            maintenance: null,
            sort: 1,
          },
        ],
      },
    ];
    expect(lotteryVendorName('TCG_SEA', lanes)).toBe('SEA 4D Lottery');
    expect(lotteryVendorName('LOTT', lanes)).toBe('LOTT');
  });

  it('finds the soonest draw still ahead, else the latest past one', () => {
    const at = (gameId: string, nextDrawTime: string | null) => ({
      ...game(gameId, gameId, 'TCG_LOTTO_VN'),
      nextDrawTime,
    });
    const now = Date.parse('2026-11-22T12:00:00Z');
    const games = [
      at('1', '2026-11-22T13:00:00Z'),
      at('2', '2026-11-22T12:05:00Z'),
      at('3', '2026-11-22T11:00:00Z'),
      at('4', null),
    ];
    expect(soonestDrawTime(games, now)).toBe('2026-11-22T12:05:00Z');
    expect(soonestDrawTime(games.slice(2), now)).toBe('2026-11-22T11:00:00Z');
    expect(soonestDrawTime([], now)).toBeNull();
  });
});
