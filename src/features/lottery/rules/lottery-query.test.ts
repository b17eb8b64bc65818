import { describe, expect, it } from 'vitest';
import { lotteryVendorHref, parseLotteryQuery } from './lottery-query';

const parse = (query: string) => parseLotteryQuery(new URLSearchParams(query));

describe('parseLotteryQuery', () => {
  it('reads exactly the parameters the game launch sends', () => {
    expect(parse('gameCode=VNMB&vendor=TCG_LOTTO_VN&playType=LO2')).toEqual({
      gameCode: 'VNMB',
      vendor: 'TCG_LOTTO_VN',
      playType: 'LO2',
    });
  });

  it('leaves out what is absent, so each part is optional', () => {
    expect(parse('')).toEqual({});
    expect(parse('vendor=TCG_SEA')).toEqual({ vendor: 'TCG_SEA' });
    expect(parse('gameCode=MAG4D')).toEqual({ gameCode: 'MAG4D' });
  });

  it('ignores empty values, blanks and unknown parameters', () => {
    expect(parse('gameCode=&vendor=%20&playType=&page=2')).toEqual({});
    expect(parse('gameCode=%20VNMB%20')).toEqual({ gameCode: 'VNMB' });
  });

  it('accepts only the lottery vendors of section 9', () => {
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'])
      expect(parse(`vendor=${vendor}`)).toEqual({ vendor });
    expect(parse('vendor=PG')).toEqual({});
    expect(parse('vendor=tcg_sea')).toEqual({});
  });

  it('drops values longer than the contract allows', () => {
    expect(parse(`gameCode=${'A'.repeat(65)}`)).toEqual({});
    expect(parse(`gameCode=${'A'.repeat(64)}`).gameCode).toHaveLength(64);
    expect(parse(`playType=${'P'.repeat(33)}`)).toEqual({});
  });
});

describe('lotteryVendorHref', () => {
  it('links to the lottery page for one vendor or all', () => {
    expect(lotteryVendorHref('TCG_SEA')).toBe('/lottery?vendor=TCG_SEA');
    expect(lotteryVendorHref(null)).toBe('/lottery');
  });
});
