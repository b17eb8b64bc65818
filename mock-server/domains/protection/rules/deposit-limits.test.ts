import { describe, expect, it } from 'vitest';
import type { WindowLimits } from '../records';
import {
  changeLimits,
  depositedByWindow,
  limitBreach,
  limitsAt,
  loosenDelayMs,
  loosens,
  noLimits,
  type LimitState,
} from './deposit-limits';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const nowMs = Date.parse('2026-11-22T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const limits = (day: number | null, week: number | null, month: number | null): WindowLimits => ({
  day,
  week,
  month,
});
const none: LimitState = { limits: noLimits, pending: {} };

describe('deposit windows', () => {
  it('count the deposits of the last 24 hours, 7 days and 30 days, rolling back from now', () => {
    const deposited = depositedByWindow(
      [
        { amountCents: 100, createdAtMs: nowMs }, // just now: every window
        { amountCents: 200, createdAtMs: nowMs - dayMs + 1 }, // 1 ms inside the day
        { amountCents: 400, createdAtMs: nowMs - dayMs }, // exactly 24 h ago: week and month only
        { amountCents: 800, createdAtMs: nowMs - 7 * dayMs + 1 },
        { amountCents: 1_600, createdAtMs: nowMs - 7 * dayMs }, // month only
        { amountCents: 3_200, createdAtMs: nowMs - 30 * dayMs + 1 },
        { amountCents: 6_400, createdAtMs: nowMs - 30 * dayMs }, // no window
        { amountCents: 12_800, createdAtMs: nowMs + 1 }, // not made yet
      ],
      nowMs,
    );
    expect(deposited).toEqual({ day: 300, week: 1_500, month: 6_300 });
  });
});

describe('the lowest applicable limit wins', () => {
  const deposited = { day: 200, week: 900, month: 1_000 };

  it('refuses with the window that has the least left, and how much that is', () => {
    // day: 500 - 200 = 300 left; week: 1000 - 900 = 100 left; month: 5000 - 1000 = 4000 left.
    expect(limitBreach(limits(500, 1_000, 5_000), deposited, 101)).toEqual({
      window: 'week',
      limitCents: 1_000,
      remainingCents: 100,
    });
  });

  it('allows a deposit that uses up exactly what is left', () => {
    expect(limitBreach(limits(500, 1_000, 5_000), deposited, 100)).toBeNull();
  });

  it('reports the shorter window when two have the same left', () => {
    expect(limitBreach(limits(300, 1_000, null), deposited, 101)).toMatchObject({
      window: 'day',
      remainingCents: 100,
    });
  });

  it('ignores windows without a limit, and refuses everything once a limit is used up', () => {
    expect(limitBreach(noLimits, deposited, 1_000_000)).toBeNull();
    expect(limitBreach(limits(null, null, 1_000), deposited, 1)).toEqual({
      window: 'month',
      limitCents: 1_000,
      remainingCents: 0,
    });
  });

  it('never reports less than nothing left, even over a limit lowered after the deposits', () => {
    expect(limitBreach(limits(100, null, null), deposited, 1)).toMatchObject({
      remainingCents: 0,
    });
  });
});

describe('changing limits', () => {
  it('tells a looser limit from a tighter one', () => {
    expect(loosens(null, 100)).toBe(false);
    expect(loosens(null, null)).toBe(false);
    expect(loosens(500, 100)).toBe(false);
    expect(loosens(500, 500)).toBe(false);
    expect(loosens(500, 501)).toBe(true);
    expect(loosens(500, null)).toBe(true);
  });

  it('applies a new limit and a lower one at once', () => {
    const first = changeLimits(none, limits(500, null, 5_000), nowMs);
    expect(first).toEqual({ limits: limits(500, null, 5_000), pending: {} });
    expect(changeLimits(first, limits(300, 2_000, 5_000), nowMs)).toEqual({
      limits: limits(300, 2_000, 5_000),
      pending: {},
    });
  });

  it('keeps a raised or removed limit pending for 24 hours, the current one in force', () => {
    const current = { limits: limits(500, 2_000, 5_000), pending: {} };
    const next = changeLimits(current, limits(1_000, null, 5_000), nowMs);
    expect(next.limits).toEqual(limits(500, 2_000, 5_000));
    expect(next.pending).toEqual({
      day: { limitCents: 1_000, requestedAt: iso(nowMs), effectiveAt: iso(nowMs + loosenDelayMs) },
      week: { limitCents: null, requestedAt: iso(nowMs), effectiveAt: iso(nowMs + dayMs) },
    });

    expect(limitsAt(next, nowMs + dayMs - 1).limits).toEqual(limits(500, 2_000, 5_000));
    expect(limitsAt(next, nowMs + dayMs)).toEqual({
      limits: limits(1_000, null, 5_000),
      pending: {},
    });
  });

  it('keeps the time of a raise asked for again, and starts over for another amount', () => {
    const pending = changeLimits(
      { limits: limits(500, null, null), pending: {} },
      limits(1_000, null, null),
      nowMs,
    );
    const later = nowMs + 5 * hourMs;
    const again = changeLimits(limitsAt(pending, later), limits(1_000, null, null), later);
    expect(again.pending.day?.effectiveAt).toBe(iso(nowMs + dayMs));
    const other = changeLimits(limitsAt(pending, later), limits(800, null, null), later);
    expect(other.pending.day).toEqual({
      limitCents: 800,
      requestedAt: iso(later),
      effectiveAt: iso(later + dayMs),
    });
  });

  it('cancels a pending raise when the limit in force, or a lower one, is asked for', () => {
    const pending = changeLimits(
      { limits: limits(500, null, null), pending: {} },
      limits(1_000, null, null),
      nowMs,
    );
    expect(changeLimits(pending, limits(500, null, null), nowMs + hourMs)).toEqual({
      limits: limits(500, null, null),
      pending: {},
    });
    expect(changeLimits(pending, limits(200, null, null), nowMs + hourMs)).toEqual({
      limits: limits(200, null, null),
      pending: {},
    });
  });

  it('reads the limits of a member who never set any as none', () => {
    expect(limitsAt(undefined, nowMs)).toEqual(none);
  });
});
