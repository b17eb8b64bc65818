import { describe, expect, it } from 'vitest';
import { elapsedSince, formatElapsed, isoDuration, msUntilNextMinute } from './session-time';

const start = '2026-11-22T08:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('the session clock', () => {
  it('counts from the login, never below zero', () => {
    expect(elapsedSince(start, at('2026-11-22T08:42:30Z'))).toBe(42 * 60_000 + 30_000);
    expect(elapsedSince(start, at('2026-11-22T07:59:00Z'))).toBe(0);
    expect(elapsedSince('not a date', at('2026-11-22T08:42:30Z'))).toBe(0);
  });

  it('reads as hours and minutes, like a clock', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(42 * 60_000 + 59_000)).toBe('0:42');
    expect(formatElapsed(65 * 60_000)).toBe('1:05');
    expect(formatElapsed(26 * 3_600_000)).toBe('26:00');
  });

  it('gives a machine-readable duration', () => {
    expect(isoDuration(42 * 60_000)).toBe('PT42M');
    expect(isoDuration(65 * 60_000)).toBe('PT1H5M');
  });

  it('waits for the next whole minute since the login', () => {
    expect(msUntilNextMinute(start, at('2026-11-22T08:42:30Z'))).toBe(30_000);
    expect(msUntilNextMinute(start, at('2026-11-22T08:42:00Z'))).toBe(60_000);
  });
});
