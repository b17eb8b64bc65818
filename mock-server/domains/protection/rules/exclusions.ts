import type { Schemas } from '../../../core/handler-types';
import type { ExclusionRecord } from '../records';

/**
 * Time-outs and self-exclusions as plain functions of their records and an instant. A time-out
 * lasts a fixed time; a self-exclusion calendar months (UTC). One is in force from its start up to,
 * not including, its end; the member cannot shorten or lift it, only start one that ends later.
 */

const hourMs = 3_600_000;

export type ExclusionChoice =
  | { kind: 'timeOut'; period: Schemas['TimeOutPeriod'] }
  | { kind: 'selfExclusion'; period: Schemas['SelfExclusionPeriod'] };

export const timeOutMs: Record<Schemas['TimeOutPeriod'], number> = {
  day: 24 * hourMs,
  week: 7 * 24 * hourMs,
  month: 30 * 24 * hourMs,
};

export const selfExclusionMonths: Record<Schemas['SelfExclusionPeriod'], number> = {
  sixMonths: 6,
  oneYear: 12,
  fiveYears: 60,
};

/**
 * `months` calendar months after `ms` (UTC), at the same time of day; a day the target month does
 * not have becomes its last day (31 August + 6 months is 28 or 29 February).
 */
export function addCalendarMonths(ms: number, months: number): number {
  const from = new Date(ms);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(from.getUTCDate(), lastDay),
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
}

/** When an exclusion chosen at `startMs` ends. */
export function exclusionEndsAt(choice: ExclusionChoice, startMs: number): number {
  return choice.kind === 'timeOut'
    ? startMs + timeOutMs[choice.period]
    : addCalendarMonths(startMs, selfExclusionMonths[choice.period]);
}

/** The exclusion in force at `nowMs` (the one ending last, when several overlap), or null. */
export function exclusionInForce(
  records: readonly ExclusionRecord[],
  nowMs: number,
): ExclusionRecord | null {
  let current: ExclusionRecord | null = null;
  for (const record of records) {
    const startMs = Date.parse(record.startedAt);
    const endMs = Date.parse(record.endsAt);
    if (startMs > nowMs || endMs <= nowMs) continue;
    if (!current || endMs > Date.parse(current.endsAt)) current = record;
  }
  return current;
}

/** Whether a new exclusion ending at `endsAtMs` may be taken while `current` is in force. */
export function lengthens(current: ExclusionRecord | null, endsAtMs: number): boolean {
  return current === null || endsAtMs > Date.parse(current.endsAt);
}
