/**
 * Report date ranges (every team report and record list): days in the business time zone, which is
 * UTC in the mock. A range is inclusive of both days; internally it is [fromMs, toMs).
 */
export interface DayRange {
  startDate: string;
  endDate: string;
  fromMs: number;
  /** Start of the day after `endDate` (exclusive bound). */
  toMs: number;
}

export type DayRangeResult =
  { ok: true; range: DayRange } | { ok: false; field: string; message: string };

const dayMs = 86_400_000;
/** Longest range a report covers (the income report has at most 366 daily rows). */
export const maxRangeDays = 366;
/** Without `startDate` a range covers the 7 days up to `endDate` (section 9: presets of 7 and 30 days). */
export const defaultRangeDays = 7;

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return isoDay(dayStartMs(day) + days * dayMs);
}

export function resolveDayRange(
  query: { startDate?: string; endDate?: string },
  nowMs: number,
): DayRangeResult {
  const endDate = query.endDate ?? isoDay(nowMs);
  const startDate = query.startDate ?? addDays(endDate, -(defaultRangeDays - 1));
  const fromMs = dayStartMs(startDate);
  const toMs = dayStartMs(endDate) + dayMs;
  if (toMs <= fromMs)
    return { ok: false, field: 'query.endDate', message: 'endDate must not be before startDate' };
  if ((toMs - fromMs) / dayMs > maxRangeDays) {
    return {
      ok: false,
      field: 'query.startDate',
      message: `a range covers at most ${maxRangeDays} days`,
    };
  }
  return { ok: true, range: { startDate, endDate, fromMs, toMs } };
}

/** True when an ISO time falls inside the range. */
export function inRange(range: Pick<DayRange, 'fromMs' | 'toMs'>, iso: string): boolean {
  const ms = Date.parse(iso);
  return ms >= range.fromMs && ms < range.toMs;
}

/** True when a day (yyyy-MM-dd) is one of the range's days. */
export function dayInRange(range: Pick<DayRange, 'startDate' | 'endDate'>, day: string): boolean {
  return day >= range.startDate && day <= range.endDate;
}
