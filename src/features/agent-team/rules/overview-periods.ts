import { addDays, daysCovered, weekdayOf, type CalendarDay } from '../../../lib/dates/calendar-day';
import type { DayRange } from '../../../lib/dates/day-range';
import type { Weekday } from '../../../lib/dates/week-start';

/** The agent reports' span limit, shared by every agent report (src/lib/records). */
export { agentReportMaxDays } from '../../../lib/records/record-filter';

/** The overview's periods, each a whole calendar period containing today or just before it. */
export const overviewPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

/** The first day of the week `day` is in, for a locale whose weeks start on `weekStart`. */
export function weekStartDay(day: CalendarDay, weekStart: Weekday): CalendarDay {
  return addDays(day, -((weekdayOf(day) - weekStart + 7) % 7));
}

/** The first day of `day`'s month. */
export function monthStartDay(day: CalendarDay): CalendarDay {
  return `${day.slice(0, 8)}01`;
}

/**
 * A period's days as of `today`: this week and this month run up to today (the rest has not
 * happened), last week and last month are whole; the week starts on the member's locale's day.
 */
export function periodRange(
  period: OverviewPeriod,
  today: CalendarDay,
  weekStart: Weekday,
): DayRange {
  switch (period) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisWeek':
      return { startDate: weekStartDay(today, weekStart), endDate: today };
    case 'lastWeek': {
      const start = addDays(weekStartDay(today, weekStart), -7);
      return { startDate: start, endDate: addDays(start, 6) };
    }
    case 'thisMonth':
      return { startDate: monthStartDay(today), endDate: today };
    case 'lastMonth': {
      const end = addDays(monthStartDay(today), -1);
      return { startDate: monthStartDay(end), endDate: end };
    }
  }
}

/** The period whose days are exactly `range` today (the one to show as chosen), if any. */
export function periodOf(
  range: DayRange,
  today: CalendarDay,
  weekStart: Weekday,
): OverviewPeriod | null {
  return (
    overviewPeriods.find((period) => {
      const days = periodRange(period, today, weekStart);
      return days.startDate === range.startDate && days.endDate === range.endDate;
    }) ?? null
  );
}

/** How many days a range covers, both ends included. */
export function rangeDays(range: DayRange): number {
  return daysCovered(range.startDate, range.endDate);
}
