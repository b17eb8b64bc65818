import { describe, expect, it } from 'vitest';
import {
  agentReportMaxDays,
  overviewPeriods,
  periodOf,
  periodRange,
  rangeDays,
  weekStartDay,
} from './overview-periods';

const monday = 1 as const;
const sunday = 0 as const;

describe('the overview periods', () => {
  // 2026-11-25 is a Wednesday.
  const today = '2026-11-25';

  it('today and yesterday are one day each', () => {
    expect(periodRange('today', today, monday)).toEqual({ startDate: today, endDate: today });
    expect(periodRange('yesterday', today, monday)).toEqual({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
    });
  });

  it("this week starts on the locale's first day and runs to today; last week is the whole week before", () => {
    expect(periodRange('thisWeek', today, monday)).toEqual({
      startDate: '2026-11-23',
      endDate: today,
    });
    expect(periodRange('thisWeek', today, sunday)).toEqual({
      startDate: '2026-11-22',
      endDate: today,
    });
    expect(periodRange('lastWeek', today, monday)).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(periodRange('lastWeek', today, sunday)).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
  });

  it('a week that starts today is one day long', () => {
    expect(weekStartDay('2026-11-23', monday)).toBe('2026-11-23');
    expect(periodRange('thisWeek', '2026-11-22', sunday)).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
    });
  });

  it('this month runs from the 1st to today; last month is whole, across a year and in February', () => {
    expect(periodRange('thisMonth', today, monday)).toEqual({
      startDate: '2026-11-01',
      endDate: today,
    });
    expect(periodRange('lastMonth', today, monday)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(periodRange('lastMonth', '2027-01-05', monday)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(periodRange('lastMonth', '2028-03-31', monday)).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });

  it('every period fits the agent reports limit', () => {
    for (const period of overviewPeriods) {
      const days = rangeDays(periodRange(period, '2027-01-01', monday));
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(agentReportMaxDays);
    }
  });

  it('names the period a range is, or none for other days', () => {
    expect(periodOf({ startDate: '2026-11-23', endDate: today }, today, monday)).toBe('thisWeek');
    expect(periodOf({ startDate: today, endDate: today }, today, monday)).toBe('today');
    expect(periodOf({ startDate: '2026-11-02', endDate: today }, today, monday)).toBeNull();
  });
});
