import type { Schemas } from '../../../core/handler-types';

export type Page<T> = Schemas['PageInfo'] & { list: T[] };

/** One page of an already ordered list; a page past the end is empty (the contract's paging, pages from 1). */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
    list: items.slice(start, start + pageSize),
  };
}
