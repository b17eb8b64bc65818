import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from './pagination-items';

/** Compact form for reading: page numbers, and '…' for a gap. */
const compact = (items: PaginationItem[]) =>
  items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('paginationItems (page range 3, margin pages 1)', () => {
  it('shows nothing without pages and a lone page without gaps', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(compact(paginationItems(1, 1))).toEqual([1]);
  });

  it('lists every page when they all fit', () => {
    expect(compact(paginationItems(1, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(compact(paginationItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps three pages around the current one, the first and the last, with gaps between', () => {
    expect(compact(paginationItems(50, 334))).toEqual([1, '…', 49, 50, 51, '…', 334]);
  });

  it('shifts the range inwards at either end', () => {
    expect(compact(paginationItems(1, 334))).toEqual([1, 2, 3, '…', 334]);
    expect(compact(paginationItems(334, 334))).toEqual([1, '…', 332, 333, 334]);
  });

  it('shows the page a one-page gap would hide', () => {
    expect(compact(paginationItems(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(compact(paginationItems(7, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside 1..total', () => {
    expect(compact(paginationItems(99, 10))).toEqual([1, '…', 8, 9, 10]);
    expect(compact(paginationItems(0, 10))).toEqual([1, 2, 3, '…', 10]);
  });

  it('gives each gap a stable key (the page before it)', () => {
    expect(paginationItems(50, 334).filter((i) => i.kind === 'gap')).toEqual([
      { kind: 'gap', after: 1 },
      { kind: 'gap', after: 51 },
    ]);
  });
});
