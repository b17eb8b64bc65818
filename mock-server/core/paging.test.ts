import { describe, expect, it } from 'vitest';
import { pageInfo, pageOf } from './paging';

describe('pageOf', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts pages counted from 1 and counts them', () => {
    expect(pageOf(items, { pageNo: 3, pageSize: 10 })).toEqual({
      pageNo: 3,
      pageSize: 10,
      totalPages: 3,
      totalCount: 25,
      list: [21, 22, 23, 24, 25],
    });
  });

  it('answers an empty page past the end and zero pages for nothing', () => {
    expect(pageOf(items, { pageNo: 9, pageSize: 10 })).toMatchObject({ totalCount: 25, list: [] });
    expect(pageOf([], { pageSize: 10 })).toMatchObject({ totalPages: 0, totalCount: 0, list: [] });
  });

  it('takes page 1 of 30 when the request names no page', () => {
    expect(pageOf(items)).toMatchObject({ pageNo: 1, pageSize: 30, totalPages: 1 });
    expect(pageInfo(61, { pageNo: 2 })).toEqual({
      pageNo: 2,
      pageSize: 30,
      totalPages: 3,
      totalCount: 61,
    });
  });
});
