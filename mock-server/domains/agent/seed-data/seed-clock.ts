import { addDays, isoDay } from '../../../core/date-range';

/**
 * Seed times are laid out backwards from the seed's fixed reference date (the faker's
 * `defaultRefDate`, also where the games seed ends its bet history), so contracts, payouts and
 * dividend records line up with the stored bets and the same seed always gives the same data.
 */
export interface SeedDays {
  today: string;
  nowIso: string;
  /** `days` days before the reference day at `hour`:00 UTC, never later than the reference time. */
  at(daysAgo: number, hour?: number): string;
  day(daysAgo: number): string;
}

export function seedDays(referenceMs: number): SeedDays {
  const nowMs = referenceMs;
  const today = isoDay(nowMs);
  const nowIso = new Date(nowMs).toISOString();
  const clamp = (iso: string) => (iso > nowIso ? nowIso : iso);
  return {
    today,
    nowIso,
    at: (daysAgo, hour = 9) =>
      clamp(`${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00.000Z`),
    day: (daysAgo) => addDays(today, -daysAgo),
  };
}
