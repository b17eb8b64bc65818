/**
 * A calendar day as the contract's date parameters spell it (`yyyy-MM-dd`, also the value of a
 * native `<input type="date">`). Arithmetic goes through UTC midnight so no time zone or daylight
 * saving change can move a day.
 */
export type CalendarDay = string;

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function utcMs(day: CalendarDay): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function dayOfUtcMs(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isCalendarDay(text: string): text is CalendarDay {
  return dayPattern.test(text) && !Number.isNaN(utcMs(text)) && dayOfUtcMs(utcMs(text)) === text;
}

/** The member's today: the date on the device's calendar at `now` (what a date input shows). */
export function todayAt(now: Date): CalendarDay {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayOfUtcMs(utcMs(day) + days * dayMs);
}

/** How many days `start`..`end` covers, both included (0 or less when end is before start). */
export function daysCovered(start: CalendarDay, end: CalendarDay): number {
  return Math.round((utcMs(end) - utcMs(start)) / dayMs) + 1;
}

/** The weekday of a day, 0 Sunday to 6 Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return new Date(utcMs(day)).getUTCDay();
}

/** A day as a `Date` at UTC midnight, for `Intl.DateTimeFormat` with `timeZone: 'UTC'`. */
export function dayAsUtcDate(day: CalendarDay): Date {
  return new Date(utcMs(day));
}
