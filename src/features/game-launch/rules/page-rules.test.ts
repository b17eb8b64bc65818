import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { seamlessTargetOf, targetKey } from './seamless-target';
import { chooseSportsVendor, sportsVendorsOf } from './sports-vendor';

type Vendor = components['schemas']['Vendor'];

const vendor = (code: string, sort: number): Vendor => ({
  id: sort,
  vendor: code,
  name: `${code} Sports`,
  logo: `/sandbox/img/vendor-${code}.svg`,
  gameType: 'SPORTS',
  maintenance: null,
  sort,
});

describe('sports vendor of /fbsports', () => {
  const books = [vendor('SABA', 1), vendor('FB', 2), vendor('CMD', 3)];

  it('takes the vendor query, upper-cased', () => {
    expect(chooseSportsVendor('saba', books)).toBe('SABA');
    expect(chooseSportsVendor(' cmd ', books)).toBe('CMD');
  });

  it('opens FB Sports by default when offered, else the first sports vendor', () => {
    expect(chooseSportsVendor(null, books)).toBe('FB');
    expect(chooseSportsVendor('', [vendor('SABA', 1), vendor('CMD', 3)])).toBe('SABA');
  });

  it('has none to open while the menus are empty', () => {
    expect(chooseSportsVendor(null, [])).toBeNull();
  });

  it('reads the sports books from the SPORTS lane only', () => {
    const lanes = [
      { id: 3, title: 'SPORTS' as const, cards: books },
      { id: 1000, title: 'ESPORTS' as const, cards: [vendor('IMES', 1)] },
    ];
    expect(sportsVendorsOf(lanes).map((v) => v.vendor)).toEqual(['SABA', 'FB', 'CMD']);
    expect(sportsVendorsOf([])).toEqual([]);
  });
});

describe('seamless target', () => {
  it('prefers the nodeId', () => {
    const target = seamlessTargetOf(new URLSearchParams('nodeId=100245&gameCode=x&vendor=pg'));
    expect(target).toEqual({ nodeId: '100245' });
    expect(target && targetKey(target)).toBe('node:100245');
  });

  it('takes the game code with the vendor (upper-cased)', () => {
    const target = seamlessTargetOf(new URLSearchParams('gameCode=mahjong-ways&vendor=pg'));
    expect(target).toEqual({ gameCode: 'mahjong-ways', vendor: 'PG' });
    expect(target && targetKey(target)).toBe('code:PG:mahjong-ways');
  });

  it('names no game without either', () => {
    expect(seamlessTargetOf(new URLSearchParams('gameCode=x'))).toBeNull();
    expect(seamlessTargetOf(new URLSearchParams(''))).toBeNull();
  });
});
