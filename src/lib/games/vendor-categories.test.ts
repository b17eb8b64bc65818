import { describe, expect, it } from 'vitest';
import {
  categoryRoute,
  headerVendors,
  normaliseLanes,
  prizeModeOf,
  vendorRoute,
  type GameType,
  type Vendor,
  type VendorLane,
} from './vendor-categories';

let nextId = 1;
const card = (vendor: string, gameType: GameType, sort = nextId): Vendor => ({
  id: nextId++,
  vendor,
  name: `${vendor} name`,
  logo: `https://cdn.test/${vendor}.png`,
  gameType,
  maintenance: null,
  sort,
});
const lane = (id: number, title: GameType, cards: Vendor[]): VendorLane => ({ id, title, cards });
const titles = (lanes: VendorLane[]) => lanes.map((l) => l.title);
const vendors = (l: VendorLane | undefined) => l?.cards.map((c) => c.vendor);

describe('normaliseLanes', () => {
  it('moves the esports providers out of SPORTS into an ESPORTS lane right after it', () => {
    const lanes = normaliseLanes([
      lane(1, 'RNG', [card('PG', 'RNG')]),
      lane(
        3,
        'SPORTS',
        ['SABA', 'IMES', 'FB', 'AV', 'AI', 'TF', 'IA'].map((v) => card(v, 'SPORTS')),
      ),
      lane(4, 'FISH', [card('JILI', 'FISH')]),
    ]);
    expect(titles(lanes)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'FISH']);
    expect(vendors(lanes[1])).toEqual(['SABA', 'FB']);
    expect(vendors(lanes[2])).toEqual(['IMES', 'AV', 'AI', 'TF', 'IA']);
    expect(lanes[2]?.cards.every((c) => c.gameType === 'ESPORTS')).toBe(true);
  });

  it("merges moved esports vendors into the server's own ESPORTS lane", () => {
    const lanes = normaliseLanes([
      lane(3, 'SPORTS', [card('SABA', 'SPORTS', 1), card('TF', 'SPORTS', 3)]),
      lane(9, 'ESPORTS', [card('IMES', 'ESPORTS', 2)]),
    ]);
    expect(titles(lanes)).toEqual(['SPORTS', 'ESPORTS']);
    expect(lanes[1]?.id).toBe(9);
    expect(vendors(lanes[1])).toEqual(['IMES', 'TF']);
  });

  it('shows vendor DS88 as its own category with id 5 and drops lanes left empty', () => {
    const lanes = normaliseLanes([
      lane(3, 'SPORTS', [card('DS88', 'SPORTS')]),
      lane(2, 'LIVE', [card('EVO', 'LIVE')]),
    ]);
    expect(titles(lanes)).toEqual(['DS88', 'LIVE']);
    expect(lanes[0]).toMatchObject({ id: 5, title: 'DS88' });
    expect(lanes[0]?.cards[0]?.gameType).toBe('DS88');
  });

  it('sorts the vendors of each lane by their display order', () => {
    const lanes = normaliseLanes([lane(1, 'RNG', [card('B', 'RNG', 2), card('A', 'RNG', 1)])]);
    expect(vendors(lanes[0])).toEqual(['A', 'B']);
  });
});

describe('headerVendors', () => {
  it('lists at most 11 vendors per category', () => {
    const many = lane(
      1,
      'RNG',
      Array.from({ length: 13 }, (_, i) => card(`V${i}`, 'RNG', i)),
    );
    expect(headerVendors(many).map((c) => c.vendor)).toEqual(
      Array.from({ length: 11 }, (_, i) => `V${i}`),
    );
  });
});

describe('vendorRoute', () => {
  it('sends the vendors of every lobby to their lobby with the vendor chosen', () => {
    expect(vendorRoute('RNG', 'PG')).toBe('/rng?page=PG');
    expect(vendorRoute('LIVE', 'EVO')).toBe('/live?page=EVO');
    expect(vendorRoute('FISH', 'JILI')).toBe('/fish?page=JILI');
    expect(vendorRoute('PVP', 'KM')).toBe('/pvp?page=KM');
  });

  it('sends lottery vendors to the lottery page for that vendor', () => {
    expect(vendorRoute('LOTT', 'TCG_SEA')).toBe('/lottery?vendor=TCG_SEA');
    expect(vendorRoute('ELOTT', 'TCG_LOTTO_VN')).toBe('/lottery?vendor=TCG_LOTTO_VN');
    expect(vendorRoute('ELOTT', 'OTHER')).toBe('/elott');
  });

  it('sends every other vendor to its category listing', () => {
    expect(vendorRoute('SPORTS', 'SABA')).toBe('/sports');
    expect(vendorRoute('ESPORTS', 'IMES')).toBe('/esports');
    expect(vendorRoute('DS88', 'DS88')).toBe('/ds88');
  });

  it('gives each whole category its own page', () => {
    expect(categoryRoute('RNG')).toBe('/rng');
    expect(categoryRoute('LOTT')).toBe('/lottery');
    expect(categoryRoute('ELOTT')).toBe('/elott');
  });
});

describe('prizeModeOf', () => {
  it('is ELOTT when an ELOTT lane has a TCG_LOTTO_VN or LOTT card, else LOTT', () => {
    expect(prizeModeOf([lane(7, 'ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')])])).toBe('ELOTT');
    expect(prizeModeOf([lane(7, 'ELOTT', [card('LOTT', 'ELOTT')])])).toBe('ELOTT');
    expect(prizeModeOf([lane(7, 'ELOTT', [card('ELOTT', 'ELOTT')])])).toBe('LOTT');
    expect(prizeModeOf([lane(6, 'LOTT', [card('TCG_LOTTO_VN', 'LOTT')])])).toBe('LOTT');
  });
});
