/** One page of a list, with the paging fields every paged answer carries (`PageInfo`). */
export interface Page<T> {
  pageNo: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
  list: T[];
}

export const defaultPageSize = 30;

/** Pages count from 1; a page past the end is empty but keeps the totals. */
export function pageOf<T>(items: readonly T[], pageNo = 1, pageSize = defaultPageSize): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
    list: items.slice(start, start + pageSize),
  };
}
