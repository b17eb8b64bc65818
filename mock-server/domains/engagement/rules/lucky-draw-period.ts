import { dayMs, isoDay } from '../../../core/date-range';

/** A lucky draw's period: the UTC day of the mock's clock, [startMs, endMs). */
export interface DrawPeriod {
  /** yyyy-MM-dd */
  day: string;
  startMs: number;
  endMs: number;
}

export function drawPeriodAt(nowMs: number): DrawPeriod {
  const startMs = Math.floor(nowMs / dayMs) * dayMs;
  return { day: isoDay(startMs), startMs, endMs: startMs + dayMs };
}
