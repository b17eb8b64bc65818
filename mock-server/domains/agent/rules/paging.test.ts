import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts pages and counts them', () => {
    expect(pageOf(items, 3, 10)).toEqual({
      pageNo: 3,
      pageSize: 10,
      totalPages: 3,
      totalCount: 25,
      list: [21, 22, 23, 24, 25],
    });
  });

  it('answers an empty page past the end and zero pages for nothing', () => {
    expect(pageOf(items, 9, 10).list).toEqual([]);
    expect(pageOf([], 1, 10)).toMatchObject({ totalPages: 0, totalCount: 0, list: [] });
  });
});
