/**
 * Calendar arithmetic in the site's business time zone, which is UTC in the mock backend.
 * Weeks start on Monday (the mission activity and leaderboard run Monday to Sunday).
 */
const dayMs = 86_400_000;

export function startOfUtcDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

export function startOfUtcWeek(time: Date): Date {
  const day = startOfUtcDay(time);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs);
}

export function addDays(time: Date, days: number): Date {
  return new Date(time.getTime() + days * dayMs);
}

export function addMinutes(time: Date, minutes: number): Date {
  return new Date(time.getTime() + minutes * 60_000);
}

/** `yyyy-MM-dd` of a time, in UTC. */
export function isoDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The last second of the span that ends (exclusive) at `end`, as the contract shows end times. */
export function lastSecondBefore(end: Date): string {
  return new Date(end.getTime() - 1000).toISOString().replace('.000Z', 'Z');
}

/** An ISO date-time without milliseconds (the contract's examples' style). */
export function isoSeconds(time: Date): string {
  return new Date(Math.floor(time.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
