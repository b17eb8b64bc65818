import type { Schemas } from '../../../core/handler-types';

export type PageInfo = Schemas['PageInfo'];

export function pageInfo(totalCount: number, pageNo: number, pageSize: number): PageInfo {
  return { pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}

/** One page of an already ordered list. */
export function pageOf<T>(
  items: readonly T[],
  pageNo: number,
  pageSize: number,
): { items: T[]; page: PageInfo } {
  const start = (pageNo - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: pageInfo(items.length, pageNo, pageSize),
  };
}
