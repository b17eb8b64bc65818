import { describe, expect, it } from 'vitest';
import { dateRangeFailure, inDateRange, newestFirst, pageOf } from './paging';

describe('paging', () => {
  it('pages count from 1 and a page past the end is empty', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(items, { pageNo: 1, pageSize: 10 })).toMatchObject({
      pageNo: 1,
      totalPages: 3,
      totalCount: 25,
      list: items.slice(0, 10),
    });
    expect(pageOf(items, { pageNo: 3, pageSize: 10 }).list).toEqual([20, 21, 22, 23, 24]);
    expect(pageOf(items, { pageNo: 4, pageSize: 10 }).list).toEqual([]);
    expect(pageOf([], {})).toMatchObject({ totalPages: 0, totalCount: 0, pageSize: 30 });
  });

  it('filters whole days, both ends inclusive', () => {
    const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(inDateRange('2026-10-01T00:00:00.000Z', range)).toBe(true);
    expect(inDateRange('2026-10-31T23:59:59.999Z', range)).toBe(true);
    expect(inDateRange('2026-11-01T00:00:00.000Z', range)).toBe(false);
    expect(inDateRange('2026-09-30T23:59:59.999Z', range)).toBe(false);
    expect(inDateRange('2020-01-01T00:00:00.000Z', {})).toBe(true);
  });

  it('refuses an end before the start', () => {
    expect(
      dateRangeFailure({ startDate: '2026-10-02', endDate: '2026-10-01' })?.envelope.code,
    ).toBe('validation_error');
    expect(dateRangeFailure({ startDate: '2026-10-01', endDate: '2026-10-01' })).toBeNull();
    expect(dateRangeFailure({ endDate: '2026-10-01' })).toBeNull();
  });

  it('orders newest first, ties by id', () => {
    const items = [
      { id: 'A1', at: '2026-10-01T00:00:00.000Z' },
      { id: 'A3', at: '2026-10-02T00:00:00.000Z' },
      { id: 'A2', at: '2026-10-02T00:00:00.000Z' },
    ];
    expect(newestFirst(items, (i) => i.at).map((i) => i.id)).toEqual(['A3', 'A2', 'A1']);
  });
});
