import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { carouselMoves, carouselRoundMs, footerVendors } from './footer-vendors';

type Vendor = components['schemas']['Vendor'];

const card = (id: number, vendor: string, gameType: Vendor['gameType'], sort: number): Vendor => ({
  id,
  vendor,
  name: `${vendor} ${gameType}`,
  logo: `/img/${vendor}.svg`,
  gameType,
  maintenance: null,
  sort,
});

describe('footerVendors', () => {
  it('lists each vendor once, in lane order and then card order', () => {
    const lanes = [
      { id: 1, title: 'RNG' as const, cards: [card(2, 'JILI', 'RNG', 1), card(1, 'PG', 'RNG', 0)] },
      {
        id: 4,
        title: 'FISH' as const,
        cards: [card(3, 'JILI', 'FISH', 0), card(4, 'FC', 'FISH', 1)],
      },
    ];
    expect(footerVendors(lanes)).toEqual([
      { vendor: 'PG', name: 'PG RNG', logo: '/img/PG.svg' },
      { vendor: 'JILI', name: 'JILI RNG', logo: '/img/JILI.svg' },
      { vendor: 'FC', name: 'FC FISH', logo: '/img/FC.svg' },
    ]);
    expect(footerVendors([])).toEqual([]);
  });
});

describe('carousel', () => {
  it('moves only with more than 12 logos, 3 s per logo', () => {
    expect(carouselMoves(12)).toBe(false);
    expect(carouselMoves(13)).toBe(true);
    expect(carouselRoundMs(20)).toBe(60_000);
  });
});
