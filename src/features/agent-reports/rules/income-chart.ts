import type { components } from '../../../../openapi/runtime/generated/openapi';
import { addDays, daysCovered } from '../../../lib/dates/calendar-day';
import type { DayRange } from '../../../lib/dates/day-range';
import type { TrendDay } from '../../../lib/records/trend-chart';

type Amounts = components['schemas']['AgentIncomeAmounts'];
export type IncomeSource = Exclude<keyof Amounts, 'total'>;

/** The income sources in the contract's order (`AgentIncomeAmounts`). */
export const incomeSources: readonly IncomeSource[] = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
  'commission',
];

export interface SourceBar {
  source: IncomeSource;
  amount: number;
  /** Share of the total, 0..1 (0 when there is no income). */
  share: number;
}

/** A bar per source, in the contract's order, each with its share of the total. */
export function sourceBars(totals: Amounts): SourceBar[] {
  const sum = incomeSources.reduce((s, source) => s + totals[source], 0);
  return incomeSources.map((source) => ({
    source,
    amount: totals[source],
    share: sum > 0 ? totals[source] / sum : 0,
  }));
}

/**
 * Income per day over every day of the range, oldest first (the operation gives only days with
 * income, most recent first), for the per-day chart.
 */
export function incomeTrend(
  range: DayRange,
  daily: readonly { date: string; total: number }[],
): TrendDay[] {
  const byDay = new Map(daily.map((d) => [d.date, d.total]));
  const count = Math.max(0, daysCovered(range.startDate, range.endDate));
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(range.startDate, i);
    return { date, profitLoss: byDay.get(date) ?? 0 };
  });
}
