import { describe, expect, it } from 'vitest';
import { drawPeriodAt } from './lucky-draw-period';

describe('drawPeriodAt', () => {
  it('is the UTC day of the instant', () => {
    const period = drawPeriodAt(Date.parse('2026-11-22T23:59:59.999Z'));
    expect(period.day).toBe('2026-11-22');
    expect(new Date(period.startMs).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(new Date(period.endMs).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('opens the next period exactly at midnight UTC', () => {
    expect(drawPeriodAt(Date.parse('2026-11-23T00:00:00.000Z')).day).toBe('2026-11-23');
  });
});
