import { fail } from './envelope';
import type { Failure } from './handler-types';

/** Optional day bounds of a list request (`yyyy-MM-dd`, both inclusive). */
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

export const dayMs = 86_400_000;

/** The days a report covers: both ends inclusive; internally [fromMs, toMs), UTC days. */
export interface DayRange {
  startDate: string;
  endDate: string;
  fromMs: number;
  /** Start of the day after `endDate` (exclusive bound). */
  toMs: number;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return isoDay(dayStartMs(day) + days * dayMs);
}

/**
 * The days of a report (the sandbox's business time zone is UTC): `endDate` defaults to today,
 * `startDate` to `defaultDays - 1` days before it. An end before the start, or a range of more than
 * `maxDays` days, is a 400 naming the field.
 */
export function resolveDayRange(
  query: DateRangeQuery,
  nowMs: number,
  limits: {
    maxDays: number;
    defaultDays?: number;
    /** The field an end before the start is blamed on (the contracts differ per report). */
    reversedField?: string;
  },
): DayRange | Failure {
  const endDate = query.endDate ?? isoDay(nowMs);
  const startDate = query.startDate ?? addDays(endDate, -((limits.defaultDays ?? 7) - 1));
  const fromMs = dayStartMs(startDate);
  const toMs = dayStartMs(endDate) + dayMs;
  if (toMs <= fromMs) {
    return fail(400, 'validation_error', 'endDate must not be before startDate', {
      field: limits.reversedField ?? 'query.endDate',
    });
  }
  if ((toMs - fromMs) / dayMs > limits.maxDays) {
    return fail(400, 'validation_error', `a range covers at most ${limits.maxDays} days`, {
      field: 'query.startDate',
    });
  }
  return { startDate, endDate, fromMs, toMs };
}

/** Whether an ISO time falls inside the range (no time: never). */
export function inRange(range: Pick<DayRange, 'fromMs' | 'toMs'>, iso: string | null): boolean {
  if (!iso) return false;
  const ms = Date.parse(iso);
  return ms >= range.fromMs && ms < range.toMs;
}

/** Whether a day (yyyy-MM-dd) is one of the range's days. */
export function dayInRange(range: Pick<DayRange, 'startDate' | 'endDate'>, day: string): boolean {
  return day >= range.startDate && day <= range.endDate;
}
