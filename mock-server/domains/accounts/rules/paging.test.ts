import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('paging', () => {
  it('slices pages from 1 and counts them', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, 3, 10)).toEqual({
      pageNo: 3,
      pageSize: 10,
      totalPages: 3,
      totalCount: 25,
      list: [20, 21, 22, 23, 24],
    });
    expect(pageOf(items, 4, 10).list).toEqual([]);
    expect(pageOf([], 1, 10)).toMatchObject({ totalPages: 0, totalCount: 0 });
  });
});
