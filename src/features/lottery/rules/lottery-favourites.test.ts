import { describe, expect, it } from 'vitest';
import {
  lotteryFavouritesKey,
  parseFavouriteIds,
  readLotteryFavourites,
  toggleFavouriteId,
  writeLotteryFavourites,
  type FavouriteStorage,
} from './lottery-favourites';

function memoryStorage(): FavouriteStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('lottery favourites per username (section 3)', () => {
  it('keys the list by username, without case', () => {
    expect(lotteryFavouritesKey('demoplayer')).toBe('lottFav_demoplayer');
    expect(lotteryFavouritesKey(' DemoPlayer ')).toBe('lottFav_demoplayer');
  });

  it('keeps each member to their own list', () => {
    const storage = memoryStorage();
    writeLotteryFavourites(storage, 'alice', ['500001', '500010']);
    writeLotteryFavourites(storage, 'bob', ['500020']);
    expect(readLotteryFavourites(storage, 'alice')).toEqual(['500001', '500010']);
    expect(readLotteryFavourites(storage, 'ALICE')).toEqual(['500001', '500010']);
    expect(readLotteryFavourites(storage, 'bob')).toEqual(['500020']);
    expect(readLotteryFavourites(storage, 'carol')).toEqual([]);
    expect(storage.data.get('lottFav_alice')).toBe('["500001","500010"]');
  });

  it('removes the key when the last favourite goes', () => {
    const storage = memoryStorage();
    writeLotteryFavourites(storage, 'alice', ['1']);
    writeLotteryFavourites(storage, 'alice', []);
    expect(storage.data.has('lottFav_alice')).toBe(false);
  });

  it('toggles a game: added first, removed when present', () => {
    expect(toggleFavouriteId([], 'a')).toEqual(['a']);
    expect(toggleFavouriteId(['a'], 'b')).toEqual(['b', 'a']);
    expect(toggleFavouriteId(['b', 'a'], 'b')).toEqual(['a']);
  });

  it('reads anything unusable as no favourites', () => {
    expect(parseFavouriteIds(null)).toEqual([]);
    expect(parseFavouriteIds('not json')).toEqual([]);
    expect(parseFavouriteIds('{"a":1}')).toEqual([]);
    expect(parseFavouriteIds('["1", 2, null, "", "1", "3"]')).toEqual(['1', '3']);
  });

  it('survives a storage the browser blocks', () => {
    const blocked: FavouriteStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readLotteryFavourites(blocked, 'alice')).toEqual([]);
    expect(writeLotteryFavourites(blocked, 'alice', ['1'])).toBe(false);
    expect(writeLotteryFavourites(null, 'alice', ['1'])).toBe(false);
  });
});
