import type { Schemas } from './handler-types';

/** The paging fields of a list request (pages count from 1). */
export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/** One page of a list, with the paging fields every paged answer carries (`PageInfo`). */
export type Page<T> = Schemas['PageInfo'] & { list: T[] };

export const defaultPageSize = 30;

/** The paging fields of a page of `totalCount` items. */
export function pageInfo(totalCount: number, query: PageQuery = {}): Schemas['PageInfo'] {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  return { pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}

/** One page of an already ordered list; a page past the end is empty but keeps the totals. */
export function pageOf<T>(items: readonly T[], query: PageQuery = {}): Page<T> {
  const info = pageInfo(items.length, query);
  const start = (info.pageNo - 1) * info.pageSize;
  return { ...info, list: items.slice(start, start + info.pageSize) };
}
