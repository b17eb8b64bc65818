import { fail } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

export interface DateRangeQuery {
  startDate?: string;
  endDate?: string;
}

/** 400 when `endDate` is before `startDate` (the contract can't say that in the schema). */
export function dateRangeFailure(query: DateRangeQuery): Failure | null {
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    return fail(400, 'validation_error', 'endDate must not be before startDate', {
      field: 'query.endDate',
    });
  }
  return null;
}

/** Whether an ISO instant falls on the days `startDate`..`endDate` (inclusive; the server's time zone is UTC). */
export function inDateRange(iso: string, query: DateRangeQuery): boolean {
  const day = iso.slice(0, 10);
  if (query.startDate && day < query.startDate) return false;
  if (query.endDate && day > query.endDate) return false;
  return true;
}

/** One page of an already ordered list; pages count from 1, a page past the end is empty. */
export function pageOf<T>(
  items: readonly T[],
  query: PageQuery,
): Schemas['PageInfo'] & { list: T[] } {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 30;
  const start = (pageNo - 1) * pageSize;
  return {
    pageNo,
    pageSize,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
    list: items.slice(start, start + pageSize),
  };
}

/** Newest first by a time field, ties by id (newest ids are larger). */
export function newestFirst<T extends { id: string }>(
  items: readonly T[],
  timeOf: (item: T) => string,
): T[] {
  return [...items].sort((a, b) => timeOf(b).localeCompare(timeOf(a)) || b.id.localeCompare(a.id));
}
