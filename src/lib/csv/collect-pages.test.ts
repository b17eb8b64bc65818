import { describe, expect, it, vi } from 'vitest';
import { collectPages, exportLimits } from './collect-pages';

/** A paged list of `count` numbered rows. */
function listOf(count: number) {
  return vi.fn(async (pageNo: number, pageSize: number) => {
    const all = Array.from({ length: count }, (_, i) => i + 1);
    return {
      list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalPages: Math.ceil(count / pageSize),
      totalCount: count,
    };
  });
}

describe('collectPages', () => {
  it('reads every page in order, one request per page, at the largest page size', async () => {
    const fetchPage = listOf(250);
    const collected = await collectPages(fetchPage);
    expect(collected).toEqual({
      rows: Array.from({ length: 250 }, (_, i) => i + 1),
      totalCount: 250,
      complete: true,
    });
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('asks once for an empty list', async () => {
    const fetchPage = listOf(0);
    expect(await collectPages(fetchPage)).toEqual({ rows: [], totalCount: 0, complete: true });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops at the cap and says the rows are not all there', async () => {
    const fetchPage = listOf(35);
    const collected = await collectPages(fetchPage, { pageSize: 10, maxPages: 3 });
    expect(collected.rows).toHaveLength(30);
    expect(collected.totalCount).toBe(35);
    expect(collected.complete).toBe(false);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('caps an export at 5,000 rows by default', () => {
    expect(exportLimits.pageSize * exportLimits.maxPages).toBe(5000);
  });

  it('passes a failed page on', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(collectPages(failing)).rejects.toThrow('offline');
  });
});
