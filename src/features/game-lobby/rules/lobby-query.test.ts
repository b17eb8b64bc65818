import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  chooseList,
  chooseVendor,
  classifyTabsFor,
  clearFilters,
  hasFilters,
  listNeedsLogin,
  listTypesOf,
  readLobbyState,
  vendorBarNeedsNav,
  writeLobbyState,
  type LobbyState,
} from './lobby-query';

const options = { gameKind: 'RNG' as const, classifyTabs: classifyTabsFor(['EN', 'TY']) };
const read = (query: string, gameKind: LobbyState['gameType'] = 'RNG') =>
  readLobbyState(new URLSearchParams(query), { ...options, gameKind });
const plain: LobbyState = {
  gameType: 'RNG',
  list: 'all',
  vendor: null,
  minBet: null,
  classify: null,
  search: '',
  pageNo: 1,
};

describe('readLobbyState', () => {
  it('is the plain lobby of the route without parameters', () => {
    expect(read('')).toEqual(plain);
    expect(read('', 'LIVE')).toEqual({ ...plain, gameType: 'LIVE' });
  });

  it('takes the vendor from page (section 2: /rng?page=<vendor>), upper-cased', () => {
    expect(read('page=pg').vendor).toBe('PG');
    expect(read('page=%20').vendor).toBeNull();
  });

  it('upper-cases games or lobbyType to the game type and ignores unknown ones', () => {
    expect(read('games=fish').gameType).toBe('FISH');
    expect(read('lobbyType=live').gameType).toBe('LIVE');
    expect(read('games=bogus').gameType).toBe('RNG');
  });

  it('understands type=hot and type=vassalage with vassalage', () => {
    expect(read('type=hot').list).toBe('hot');
    expect(read('type=vassalage&vassalage=jili').vendor).toBe('JILI');
    expect(read('page=PG&vassalage=JILI').vendor).toBe('PG');
  });

  it('reads the filters, page number and list type it writes', () => {
    expect(read('list=fav&minBet=0.1&classify=jackpot&q=gold&pageNo=3')).toEqual({
      ...plain,
      list: 'fav',
      minBet: 0.1,
      classify: 'jackpot',
      search: 'gold',
      pageNo: 3,
    });
  });

  it('drops values it does not offer', () => {
    expect(read('minBet=0.2').minBet).toBeNull();
    expect(read('pageNo=0').pageNo).toBe(1);
    expect(read('pageNo=2.5').pageNo).toBe(1);
    expect(read('list=rooms').list).toBe('all');
    expect(read('list=rooms', 'PVP').list).toBe('rooms');
    expect(read('classify=jackpot', 'LIVE').classify).toBeNull();
    expect(
      readLobbyState(new URLSearchParams('classify=bingo'), {
        gameKind: 'RNG',
        classifyTabs: classifyTabsFor(['EN']),
      }).classify,
    ).toBeNull();
  });
});

describe('writeLobbyState', () => {
  it('round-trips through readLobbyState', () => {
    const state: LobbyState = {
      ...plain,
      vendor: 'PG',
      list: 'hot',
      minBet: 0.05,
      classify: 'arcade',
      search: 'fortune',
      pageNo: 4,
    };
    expect(readLobbyState(writeLobbyState(state, new URLSearchParams()), options)).toEqual(state);
  });

  it('leaves defaults out, keeps parameters it does not own and drops the legacy ones', () => {
    const written = writeLobbyState(
      { ...plain, gameType: 'FISH', vendor: 'JILI' },
      new URLSearchParams('games=fish&type=vassalage&vassalage=JDB&utm=x&pageNo=9'),
    );
    expect(written.toString()).toBe('games=fish&utm=x&page=JILI');
    expect(writeLobbyState(plain, new URLSearchParams()).toString()).toBe('');
  });
});

describe('state changes', () => {
  const busy: LobbyState = {
    ...plain,
    list: 'hot',
    vendor: 'PG',
    minBet: 0.5,
    classify: 'jackpot',
    search: 'ox',
    pageNo: 7,
  };

  it('choosing a vendor goes to page 1 and clears the filters, keeping the list type', () => {
    expect(chooseVendor(busy, 'JILI')).toEqual({ ...plain, list: 'hot', vendor: 'JILI' });
    expect(chooseVendor(busy, null).vendor).toBeNull();
  });

  it('a filter or list change goes back to page 1', () => {
    expect(changeFilter(busy, { minBet: 0.01 })).toEqual({ ...busy, minBet: 0.01, pageNo: 1 });
    expect(chooseList(busy, 'fav')).toEqual({ ...busy, list: 'fav', pageNo: 1 });
  });

  it('clearing the filters keeps vendor and list type', () => {
    expect(hasFilters(busy)).toBe(true);
    const cleared = clearFilters(busy);
    expect(cleared).toEqual({ ...plain, list: 'hot', vendor: 'PG' });
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters({ ...plain, search: '  ' })).toBe(false);
  });
});

describe('lobby constants', () => {
  it('fav and recent need a login; all, hot and rooms do not', () => {
    expect(listTypesOf('RNG').filter(listNeedsLogin)).toEqual(['fav', 'recent']);
    expect(listTypesOf('PVP')).toContain('rooms');
    expect(listTypesOf('LIVE')).not.toContain('rooms');
  });

  it('offers bingo only when the site supports TY', () => {
    expect(classifyTabsFor(['EN'])).toEqual(['jackpot', 'table', 'arcade']);
    expect(classifyTabsFor(['EN', 'TY'])).toEqual(['jackpot', 'table', 'arcade', 'bingo']);
  });

  it('shows the vendor bar navigation only above 8 vendors', () => {
    expect(vendorBarNeedsNav(8)).toBe(false);
    expect(vendorBarNeedsNav(9)).toBe(true);
  });
});
