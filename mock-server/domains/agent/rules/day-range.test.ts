import { describe, expect, it } from 'vitest';
import { addDays, dayInRange, inRange, resolveDayRange } from './day-range';

const now = Date.parse('2026-03-10T15:30:00Z');

describe('resolveDayRange', () => {
  it('defaults to the 7 days up to today', () => {
    const result = resolveDayRange({}, now);
    expect(result).toMatchObject({
      ok: true,
      range: { startDate: '2026-03-04', endDate: '2026-03-10' },
    });
  });

  it('defaults the start to 6 days before a given end', () => {
    expect(resolveDayRange({ endDate: '2026-01-03' }, now)).toMatchObject({
      ok: true,
      range: { startDate: '2025-12-28' },
    });
  });

  it('includes the whole last day and nothing after it', () => {
    const result = resolveDayRange({ startDate: '2026-03-01', endDate: '2026-03-01' }, now);
    if (!result.ok) throw new Error('expected a range');
    expect(inRange(result.range, '2026-03-01T00:00:00.000Z')).toBe(true);
    expect(inRange(result.range, '2026-03-01T23:59:59.999Z')).toBe(true);
    expect(inRange(result.range, '2026-03-02T00:00:00.000Z')).toBe(false);
    expect(inRange(result.range, '2026-02-28T23:59:59.999Z')).toBe(false);
    expect(dayInRange(result.range, '2026-03-01')).toBe(true);
  });

  it('refuses an end before the start and ranges over 366 days', () => {
    expect(resolveDayRange({ startDate: '2026-03-02', endDate: '2026-03-01' }, now)).toMatchObject({
      ok: false,
      field: 'query.endDate',
    });
    expect(resolveDayRange({ startDate: '2025-01-01', endDate: '2026-03-01' }, now)).toMatchObject({
      ok: false,
      field: 'query.startDate',
    });
    expect(resolveDayRange({ startDate: '2025-03-01', endDate: '2026-02-28' }, now).ok).toBe(true);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
