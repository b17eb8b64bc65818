import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  const items = Array.from({ length: 20 }, (_, i) => i + 1);
  it('cuts pages of the asked size', () => {
    expect(pageOf(items, 1, 9)).toEqual({
      pageNo: 1,
      pageSize: 9,
      totalPages: 3,
      totalCount: 20,
      list: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(pageOf(items, 3, 9).list).toEqual([19, 20]);
  });
  it('answers an empty page past the end and for an empty list', () => {
    expect(pageOf(items, 4, 9).list).toEqual([]);
    expect(pageOf([], 1, 9)).toEqual({
      pageNo: 1,
      pageSize: 9,
      totalPages: 0,
      totalCount: 0,
      list: [],
    });
  });
});
