import { describe, expect, it } from 'vitest';
import { vendorCardLink } from './vendor-card-link';

describe('vendorCardLink', () => {
  it('stores an RNG vendor and opens its slot lobby page', () => {
    expect(vendorCardLink('RNG', 'PG')).toEqual({ to: '/rng?page=PG', selectsVendor: 'PG' });
  });

  it('opens the lottery page for a lottery vendor', () => {
    expect(vendorCardLink('LOTT', 'TCG_SEA')).toEqual({
      to: '/lottery?vendor=TCG_SEA',
      selectsVendor: null,
    });
    expect(vendorCardLink('ELOTT', 'TCG_LOTTO_VN').to).toBe('/lottery?vendor=TCG_LOTTO_VN');
  });

  it("opens the category's lobby or listing for every other vendor", () => {
    expect(vendorCardLink('LIVE', 'EVO')).toEqual({ to: '/live?page=EVO', selectsVendor: null });
    expect(vendorCardLink('FISH', 'JILI').to).toBe('/fish?page=JILI');
    expect(vendorCardLink('PVP', 'KM').to).toBe('/pvp?page=KM');
    expect(vendorCardLink('ESPORTS', 'IMES').to).toBe('/esports');
    expect(vendorCardLink('DS88', 'DS88').to).toBe('/ds88');
    expect(vendorCardLink('SPORTS', 'SABA').to).toBe('/sports');
  });
});
