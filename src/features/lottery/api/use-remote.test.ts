import { describe, expect, it } from 'vitest';
import { refreshDelay } from './use-remote';

describe('refreshDelay', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('refreshes a few seconds after the next draw, at least 15 s and at most 10 min away', () => {
    expect(refreshDelay('2026-11-22T12:01:00Z', now)).toBe(65_000);
    expect(refreshDelay('2026-11-22T12:00:02Z', now)).toBe(15_000);
    expect(refreshDelay('2026-11-22T18:00:00Z', now)).toBe(600_000);
  });

  it('looks again every minute when the draw time is already past', () => {
    expect(refreshDelay('2026-11-22T11:00:00Z', now)).toBe(60_000);
  });

  it('does nothing without a readable time', () => {
    expect(refreshDelay(null, now)).toBeNull();
    expect(refreshDelay('soon', now)).toBeNull();
  });
});
