import { describe, expect, it } from 'vitest';
import type { ExclusionRecord } from '../records';
import { addCalendarMonths, exclusionEndsAt, exclusionInForce, lengthens } from './exclusions';

const ms = (iso: string) => Date.parse(iso);
const iso = (value: number) => new Date(value).toISOString();
const start = ms('2026-11-22T08:30:00.000Z');

function record(id: string, startedAt: string, endsAt: string): ExclusionRecord {
  return { id, memberId: 1, kind: 'timeOut', period: 'day', startedAt, endsAt };
}

describe('exclusion end times', () => {
  it('a time-out lasts 24 hours, 7 days or 30 days', () => {
    expect(iso(exclusionEndsAt({ kind: 'timeOut', period: 'day' }, start))).toBe(
      '2026-11-23T08:30:00.000Z',
    );
    expect(iso(exclusionEndsAt({ kind: 'timeOut', period: 'week' }, start))).toBe(
      '2026-11-29T08:30:00.000Z',
    );
    expect(iso(exclusionEndsAt({ kind: 'timeOut', period: 'month' }, start))).toBe(
      '2026-12-22T08:30:00.000Z',
    );
  });

  it('a self-exclusion lasts 6 months, 1 year or 5 years of calendar time', () => {
    expect(iso(exclusionEndsAt({ kind: 'selfExclusion', period: 'sixMonths' }, start))).toBe(
      '2027-05-22T08:30:00.000Z',
    );
    expect(iso(exclusionEndsAt({ kind: 'selfExclusion', period: 'oneYear' }, start))).toBe(
      '2027-11-22T08:30:00.000Z',
    );
    expect(iso(exclusionEndsAt({ kind: 'selfExclusion', period: 'fiveYears' }, start))).toBe(
      '2031-11-22T08:30:00.000Z',
    );
  });

  it('ends on the last day of a month that lacks the start day', () => {
    expect(iso(addCalendarMonths(ms('2026-08-31T23:59:00.000Z'), 6))).toBe(
      '2027-02-28T23:59:00.000Z',
    );
    expect(iso(addCalendarMonths(ms('2027-08-31T00:00:00.000Z'), 6))).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(iso(addCalendarMonths(ms('2028-02-29T12:00:00.000Z'), 12))).toBe(
      '2029-02-28T12:00:00.000Z',
    );
    expect(iso(addCalendarMonths(ms('2028-02-29T12:00:00.000Z'), 60))).toBe(
      '2033-02-28T12:00:00.000Z',
    );
  });
});

describe('the exclusion in force', () => {
  const short = record('EX1', '2026-11-22T08:00:00.000Z', '2026-11-23T08:00:00.000Z');
  const long = record('EX2', '2026-11-22T09:00:00.000Z', '2027-05-22T09:00:00.000Z');

  it('is in force from its start up to, not including, its end', () => {
    expect(exclusionInForce([short], ms(short.startedAt) - 1)).toBeNull();
    expect(exclusionInForce([short], ms(short.startedAt))).toBe(short);
    expect(exclusionInForce([short], ms(short.endsAt) - 1)).toBe(short);
    expect(exclusionInForce([short], ms(short.endsAt))).toBeNull();
  });

  it('is the one ending last when several overlap', () => {
    expect(exclusionInForce([long, short], ms('2026-11-22T10:00:00.000Z'))).toBe(long);
    expect(exclusionInForce([short, long], ms('2026-11-22T10:00:00.000Z'))).toBe(long);
  });

  it('can only be followed by one that ends later', () => {
    expect(lengthens(null, 0)).toBe(true);
    expect(lengthens(short, ms(short.endsAt))).toBe(false);
    expect(lengthens(short, ms(short.endsAt) - 1)).toBe(false);
    expect(lengthens(short, ms(short.endsAt) + 1)).toBe(true);
  });
});
