import { addDays, daysCovered, isCalendarDay, todayAt, type CalendarDay } from './calendar-day';

/** A range of whole days, both ends included: what the lists' `startDate`/`endDate` take. */
export interface DayRange {
  startDate: CalendarDay;
  endDate: CalendarDay;
}

/** The date picker's presets (section 9: next and previous 7 and 30 days). */
export const datePresets = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof datePresets)[number];

/**
 * The presets of a history list (deposits, withdrawals, messages): all four, as section 9 and the
 * member-centre issue ask ("next" ones start today, so they show today's entries and any dated ahead).
 */
export const historyPresets: readonly DatePreset[] = datePresets;

const presetSpans: Record<DatePreset, { days: number; ahead: boolean }> = {
  previous7: { days: 7, ahead: false },
  previous30: { days: 30, ahead: false },
  next7: { days: 7, ahead: true },
  next30: { days: 30, ahead: true },
};

/**
 * A preset's days, today included: "previous 7 days" is today and the 6 before it (the contracts'
 * default range, "the last 7 days"), "next 7 days" today and the 6 after it.
 */
export function presetRange(preset: DatePreset, now: Date): DayRange {
  const today = todayAt(now);
  const { days, ahead } = presetSpans[preset];
  return ahead
    ? { startDate: today, endDate: addDays(today, days - 1) }
    : { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The preset whose days are exactly `range` today, if any (the one to show as chosen). */
export function presetOf(range: DayRange, now: Date): DatePreset | null {
  return (
    datePresets.find((preset) => {
      const days = presetRange(preset, now);
      return days.startDate === range.startDate && days.endDate === range.endDate;
    }) ?? null
  );
}

export type RangeProblem =
  { kind: 'missing' } | { kind: 'reversed' } | { kind: 'tooLong'; maxDays: number };

/**
 * Why a range cannot be asked for, or null: both days are needed, the end may not be before the
 * start, and a list that bounds its span (the member records: 91 days, "at most 90 days apart")
 * is refused here rather than by the server.
 */
export function rangeProblem(
  range: { startDate: string; endDate: string },
  limits: { maxDays?: number | undefined } = {},
): RangeProblem | null {
  if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate)) return { kind: 'missing' };
  const days = daysCovered(range.startDate, range.endDate);
  if (days < 1) return { kind: 'reversed' };
  if (limits.maxDays !== undefined && days > limits.maxDays)
    return { kind: 'tooLong', maxDays: limits.maxDays };
  return null;
}
