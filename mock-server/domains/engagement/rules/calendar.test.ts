import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoDay,
  isoSeconds,
  lastSecondBefore,
  startOfUtcDay,
  startOfUtcWeek,
} from './calendar';

describe('calendar (UTC, weeks from Monday)', () => {
  it('finds the start of the day and of the week', () => {
    const sunday = new Date('2026-11-22T23:59:59.999Z');
    expect(startOfUtcDay(sunday).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(startOfUtcWeek(sunday).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(startOfUtcWeek(new Date('2026-11-16T00:00:00.000Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
    expect(startOfUtcWeek(new Date('2026-11-23T00:00:00.000Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });

  it('formats days and end times as the contract shows them', () => {
    const monday = new Date('2026-11-16T00:00:00.000Z');
    expect(isoDay(addDays(monday, -1))).toBe('2026-11-15');
    expect(lastSecondBefore(addDays(monday, 7))).toBe('2026-11-22T23:59:59Z');
    expect(isoSeconds(new Date('2026-11-16T10:20:30.456Z'))).toBe('2026-11-16T10:20:30Z');
  });
});
