import { describe, expect, it } from 'vitest';
import { nextNumericId } from './ids';
import { pageOf } from './paging';

describe('pageOf', () => {
  it('slices pages counted from 1 and counts the pages', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 1, 3)).toEqual({
      pageNo: 1,
      pageSize: 3,
      totalPages: 3,
      totalCount: 7,
      list: [1, 2, 3],
    });
    expect(pageOf(items, 3, 3).list).toEqual([7]);
    expect(pageOf(items, 4, 3).list).toEqual([]);
    expect(pageOf([], 1, 10)).toMatchObject({ totalPages: 0, totalCount: 0, list: [] });
  });
});

describe('nextNumericId', () => {
  it('follows the table size and skips ids already taken', () => {
    const taken = new Set([5001, 5003]);
    const table = { size: 2, get: (id: number) => (taken.has(id) ? {} : undefined) };
    expect(nextNumericId(table, 5001)).toBe(5004);
    expect(nextNumericId({ size: 0, get: () => undefined }, 5001)).toBe(5001);
  });
});
