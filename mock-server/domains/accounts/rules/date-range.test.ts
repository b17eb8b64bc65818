import { describe, expect, it } from 'vitest';
import { inRange, resolveDateRange } from './date-range';

const now = Date.parse('2026-11-22T15:30:00Z');

describe('report date ranges', () => {
  it('defaults to the last 7 days ending today', () => {
    expect(resolveDateRange({}, now)).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(resolveDateRange({ endDate: '2026-03-01' }, now)).toMatchObject({
      startDate: '2026-02-23',
    });
  });

  it('includes both ends, whole days', () => {
    const range = resolveDateRange({ startDate: '2026-11-01', endDate: '2026-11-01' }, now);
    if ('kind' in range) throw new Error('refused');
    expect(inRange(range, '2026-11-01T00:00:00.000Z')).toBe(true);
    expect(inRange(range, '2026-11-01T23:59:59.999Z')).toBe(true);
    expect(inRange(range, '2026-11-02T00:00:00.000Z')).toBe(false);
    expect(inRange(range, '2026-10-31T23:59:59.999Z')).toBe(false);
    expect(inRange(range, null)).toBe(false);
  });

  it('refuses an end before the start and spans over 90 days', () => {
    expect(resolveDateRange({ startDate: '2026-11-10', endDate: '2026-11-09' }, now)).toMatchObject(
      {
        status: 400,
        envelope: { code: 'validation_error', field: 'query.endDate' },
      },
    );
    expect(resolveDateRange({ startDate: '2026-01-01', endDate: '2026-11-01' }, now)).toMatchObject(
      {
        envelope: { field: 'query.startDate' },
      },
    );
    expect(
      resolveDateRange({ startDate: '2026-08-24', endDate: '2026-11-22' }, now),
    ).not.toHaveProperty('kind');
  });
});
