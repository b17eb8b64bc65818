import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue';
import { esportsVendorCodes, transferWalletVendorCodes } from './vendor-catalogue';

function build(slots: number, seed = 20_241_122) {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return buildCatalogue(faker, slots);
}

const catalogue = build(10_000);
const slots = catalogue.games.filter((g) => g.gameType === 'RNG' && g.isGame === 'GAME');

describe('the game catalogue', () => {
  it('has the requested number of slots over at least 12 slot vendors', () => {
    expect(slots).toHaveLength(10_000);
    expect(new Set(slots.map((g) => g.vassalage)).size).toBeGreaterThanOrEqual(12);
    expect(
      build(100).games.filter((g) => g.gameType === 'RNG' && g.isGame === 'GAME'),
    ).toHaveLength(100);
  });

  it('uses every classify tab, the lobby minimum bets and pay lines', () => {
    expect(new Set(slots.map((g) => g.gameClassify))).toEqual(
      new Set(['slot', 'jackpot', 'table', 'arcade', 'bingo']),
    );
    expect(new Set(catalogue.games.map((g) => g.minBet))).toEqual(
      new Set([0.01, 0.05, 0.1, 0.5, 0.75, 1]),
    );
    expect(slots.some((g) => g.lineNum >= 243)).toBe(true);
  });

  it('covers every game type with vendors, hot games and vendor cards', () => {
    const types = new Set(catalogue.games.map((g) => g.gameType));
    expect(types).toEqual(
      new Set(['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'DS88']),
    );
    for (const type of ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const) {
      expect(
        catalogue.games.some((g) => g.gameType === type && g.isHot === 1),
        type,
      ).toBe(true);
    }
    expect(catalogue.games.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vendor)).toEqual([
      'KA',
      'BNG',
      'EVO',
      'SEXY',
    ]);
    const esports = catalogue.vendors.filter((v) => v.gameType === 'ESPORTS').map((v) => v.vendor);
    expect(new Set(esports)).toEqual(new Set(esportsVendorCodes));
  });

  it('has the transfer-wallet and lottery vendors the other domains rely on', () => {
    const codes = new Set(catalogue.vendors.map((v) => v.vendor));
    for (const code of transferWalletVendorCodes) expect(codes.has(code), code).toBe(true);
    expect(new Set(catalogue.vendors.filter((v) => v.transferWallet).map((v) => v.vendor))).toEqual(
      new Set(transferWalletVendorCodes),
    );
    expect(new Set(catalogue.lotteryGames.map((g) => g.vendor))).toEqual(
      new Set(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']),
    );
    expect(new Set(catalogue.lotteryGames.map((g) => g.prizeMode))).toEqual(
      new Set(['Lott', 'ZY', 'Elott', 'SEA']),
    );
    expect(catalogue.vendors.find((v) => v.vendor === 'DS88')?.laneId).toBe(5);
  });

  it('puts a few games and a vendor under maintenance', () => {
    const down = catalogue.games.filter((g) => g.maintenanceHours !== null);
    expect(down.map((g) => g.gameName)).toEqual(
      expect.arrayContaining(['Golden Empire', 'Ocean King', 'CMD368 Sportsbook', 'Bac Lieu']),
    );
  });

  it('has unique ids, unique game codes per vendor, and lottery games sharing their node id', () => {
    expect(new Set(catalogue.games.map((g) => g.id)).size).toBe(catalogue.games.length);
    expect(new Set(catalogue.games.map((g) => `${g.vendor}:${g.gameCode}`)).size).toBe(
      catalogue.games.length,
    );
    expect(new Set(catalogue.vendors.map((v) => v.id)).size).toBe(catalogue.vendors.length);
    const ids = new Set(catalogue.games.map((g) => g.id));
    expect(catalogue.lotteryGames.every((l) => ids.has(l.id))).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(build(300, 5)).toEqual(build(300, 5));
    expect(build(300, 5).games.map((g) => g.gameName)).not.toEqual(
      build(300, 6).games.map((g) => g.gameName),
    );
  });
});
