import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRangeFailure,
  dayInRange,
  inDateRange,
  inRange,
  resolveDayRange,
} from './date-range';

describe('date ranges', () => {
  it('filters whole days, both ends inclusive', () => {
    const range = { startDate: '2026-10-01', endDate: '2026-10-31' };
    expect(inDateRange('2026-10-01T00:00:00.000Z', range)).toBe(true);
    expect(inDateRange('2026-10-31T23:59:59.999Z', range)).toBe(true);
    expect(inDateRange('2026-11-01T00:00:00.000Z', range)).toBe(false);
    expect(inDateRange('2026-09-30T23:59:59.999Z', range)).toBe(false);
    expect(inDateRange('2020-01-01T00:00:00.000Z', {})).toBe(true);
  });

  it('refuses an end before the start', () => {
    expect(
      dateRangeFailure({ startDate: '2026-10-02', endDate: '2026-10-01' })?.envelope.code,
    ).toBe('validation_error');
    expect(dateRangeFailure({ startDate: '2026-10-01', endDate: '2026-10-01' })).toBeNull();
    expect(dateRangeFailure({ endDate: '2026-10-01' })).toBeNull();
  });
});

describe('resolveDayRange', () => {
  const now = Date.parse('2026-03-10T15:30:00Z');
  const limits = { maxDays: 366 };

  it('defaults to the 7 days up to today, or up to a given end', () => {
    expect(resolveDayRange({}, now, limits)).toMatchObject({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
    });
    expect(resolveDayRange({ endDate: '2026-01-03' }, now, limits)).toMatchObject({
      startDate: '2025-12-28',
    });
  });

  it('includes the whole last day and nothing after it', () => {
    const range = resolveDayRange({ startDate: '2026-03-01', endDate: '2026-03-01' }, now, limits);
    if ('kind' in range) throw new Error('expected a range');
    expect(inRange(range, '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(inRange(range, '2026-03-01T23:59:59.999Z')).toBe(true);
    expect(inRange(range, '2026-03-02T00:00:00.000Z')).toBe(false);
    expect(inRange(range, '2026-02-28T23:59:59.999Z')).toBe(false);
    expect(inRange(range, null)).toBe(false);
    expect(dayInRange(range, '2026-03-01')).toBe(true);
    expect(dayInRange(range, '2026-03-02')).toBe(false);
  });

  it('refuses an end before the start and a range longer than its limit', () => {
    expect(
      resolveDayRange({ startDate: '2026-03-02', endDate: '2026-03-01' }, now, limits),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'query.endDate' },
    });
    expect(
      resolveDayRange({ startDate: '2025-01-01', endDate: '2026-03-01' }, now, limits),
    ).toMatchObject({ envelope: { field: 'query.startDate' } });
    expect(
      resolveDayRange({ startDate: '2025-03-01', endDate: '2026-02-28' }, now, limits),
    ).not.toHaveProperty('kind');
    expect(
      resolveDayRange({ startDate: '2026-03-01', endDate: '2026-03-02' }, now, { maxDays: 1 }),
    ).toHaveProperty('kind', 'failure');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
