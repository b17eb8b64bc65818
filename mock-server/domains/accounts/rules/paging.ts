import type { Schemas } from '../../../core/handler-types';

/** One page of `items` (pages count from 1) with the contract's paging fields. */
export function pageOf<T>(
  items: readonly T[],
  pageNo = 1,
  pageSize = 30,
): Schemas['PageInfo'] & { list: T[] } {
  const start = (pageNo - 1) * pageSize;
  return {
    pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
    list: items.slice(start, start + pageSize),
  };
}
