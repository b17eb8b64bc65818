import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysCovered, isCalendarDay, todayAt } from './calendar-day';
import { presetOf, presetRange, rangeProblem } from './day-range';

// "Today" is whatever the fake clock says: late in the evening of 25 November 2026, local time.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 25, 23, 30));
});
afterEach(() => vi.useRealTimers());

describe('calendar days', () => {
  it('takes today from the device calendar, not from UTC', () => {
    expect(todayAt(new Date())).toBe('2026-11-25');
    vi.setSystemTime(new Date(2026, 0, 1, 0, 5));
    expect(todayAt(new Date())).toBe('2026-01-01');
  });

  it('counts across month, year and leap-day ends', () => {
    expect(addDays('2026-11-25', 7)).toBe('2026-12-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysCovered('2026-11-19', '2026-11-25')).toBe(7);
    expect(daysCovered('2026-11-25', '2026-11-24')).toBe(0);
  });

  it('accepts only real days', () => {
    expect(isCalendarDay('2026-11-25')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay('25/11/2026')).toBe(false);
  });
});

describe('date presets', () => {
  it('covers today and the days before or after it', () => {
    const now = new Date();
    expect(presetRange('previous7', now)).toEqual({
      startDate: '2026-11-19',
      endDate: '2026-11-25',
    });
    expect(presetRange('previous30', now)).toEqual({
      startDate: '2026-10-27',
      endDate: '2026-11-25',
    });
    expect(presetRange('next7', now)).toEqual({ startDate: '2026-11-25', endDate: '2026-12-01' });
    expect(presetRange('next30', now)).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-12-24',
    });
  });

  it('follows the clock: a preset chosen after midnight moves a day', () => {
    const before = presetRange('previous7', new Date());
    vi.advanceTimersByTime(60 * 60_000);
    expect(presetRange('previous7', new Date())).toEqual({
      startDate: addDays(before.startDate, 1),
      endDate: addDays(before.endDate, 1),
    });
  });

  it('names the preset a range is, and none for a range typed by hand', () => {
    const now = new Date();
    expect(presetOf({ startDate: '2026-10-27', endDate: '2026-11-25' }, now)).toBe('previous30');
    expect(presetOf({ startDate: '2026-10-28', endDate: '2026-11-25' }, now)).toBeNull();
  });
});

describe('range problems', () => {
  it('needs both days, in order', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-11-25' })).toEqual({ kind: 'missing' });
    expect(rangeProblem({ startDate: '2026-11-25', endDate: '2026-11-24' })).toEqual({
      kind: 'reversed',
    });
    expect(rangeProblem({ startDate: '2026-11-25', endDate: '2026-11-25' })).toBeNull();
  });

  it('refuses a span longer than the list allows, and only then', () => {
    const limits = { maxDays: 91 };
    expect(rangeProblem({ startDate: '2026-08-27', endDate: '2026-11-25' }, limits)).toBeNull();
    expect(rangeProblem({ startDate: '2026-08-26', endDate: '2026-11-25' }, limits)).toEqual({
      kind: 'tooLong',
      maxDays: 91,
    });
    expect(rangeProblem({ startDate: '2020-01-01', endDate: '2026-11-25' })).toBeNull();
  });
});
