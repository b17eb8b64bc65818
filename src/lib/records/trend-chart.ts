import { weekdayOf, type CalendarDay } from '../dates/calendar-day';
import type { Weekday } from '../dates/week-start';

export interface TrendDay {
  date: CalendarDay;
  profitLoss: number;
}

export interface TrendBar {
  date: CalendarDay;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** A day that starts a week in the member's locale: the chart draws a line before it. */
  weekStart: boolean;
}

export interface TrendGeometry {
  bars: TrendBar[];
  /** Where the zero line runs. */
  zeroY: number;
  best: TrendDay | null;
  worst: TrendDay | null;
}

/**
 * The bars of the profit-per-day chart in a `width` x `height` box: one slot per day, bars up for
 * a profit and down for a loss from a zero line placed so both fit; a scale of at least 1 so a
 * range of zeros draws flat bars on a middle line rather than dividing by zero.
 */
export function trendGeometry(
  days: readonly TrendDay[],
  box: { width: number; height: number },
  firstDayOfWeek: Weekday,
): TrendGeometry {
  const max = Math.max(0, ...days.map((d) => d.profitLoss));
  const min = Math.min(0, ...days.map((d) => d.profitLoss));
  const span = max - min || 1;
  const zeroY = max === min ? box.height / 2 : (max / span) * box.height;
  const slot = days.length > 0 ? box.width / days.length : box.width;
  const gap = Math.min(2, slot * 0.2);
  const bars = days.map((day, index) => {
    const height = (Math.abs(day.profitLoss) / span) * box.height;
    return {
      date: day.date,
      value: day.profitLoss,
      x: index * slot + gap / 2,
      y: day.profitLoss >= 0 ? zeroY - height : zeroY,
      width: slot - gap,
      height,
      weekStart: index > 0 && weekdayOf(day.date) === firstDayOfWeek,
    };
  });
  const active = days.filter((d) => d.profitLoss !== 0);
  const pick = (better: (a: TrendDay, b: TrendDay) => boolean) =>
    active.reduce<TrendDay | null>((kept, d) => (kept && !better(d, kept) ? kept : d), null);
  return {
    bars,
    zeroY,
    best: pick((a, b) => a.profitLoss > b.profitLoss),
    worst: pick((a, b) => a.profitLoss < b.profitLoss),
  };
}
