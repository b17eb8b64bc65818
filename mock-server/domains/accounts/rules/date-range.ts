import { refusals } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import { dayMs } from './accounts-env';

/** Report ranges may span at most this many days between the first and the last day. */
export const maxRangeDays = 90;
export const defaultRangeDays = 7;

export interface DateRange {
  startDate: string;
  endDate: string;
  /** First instant of `startDate` and first instant after `endDate`, in ms (UTC days). */
  fromMs: number;
  toMs: number;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The days of a member report: `endDate` defaults to today, `startDate` to 6 days before it; the
 * sandbox's site time zone is UTC. The end before the start, or more than 90 days apart, is a 400.
 */
export function resolveDateRange(
  query: { startDate?: string; endDate?: string },
  nowMs: number,
): Failure | DateRange {
  const endDate = query.endDate ?? dayOf(nowMs);
  const startDate = query.startDate ?? dayOf(startOf(endDate) - (defaultRangeDays - 1) * dayMs);
  const fromMs = startOf(startDate);
  const lastMs = startOf(endDate);
  if (lastMs < fromMs) return refusals.invalid('query.endDate', 'endDate is before startDate');
  if ((lastMs - fromMs) / dayMs > maxRangeDays) {
    return refusals.invalid(
      'query.startDate',
      `startDate and endDate may be at most ${maxRangeDays} days apart`,
    );
  }
  return { startDate, endDate, fromMs, toMs: lastMs + dayMs };
}

export function inRange(range: Pick<DateRange, 'fromMs' | 'toMs'>, iso: string | null): boolean {
  if (!iso) return false;
  const ms = Date.parse(iso);
  return ms >= range.fromMs && ms < range.toMs;
}
