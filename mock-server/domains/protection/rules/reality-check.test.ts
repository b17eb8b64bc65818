import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './reality-check';

const minuteMs = 60_000;
const login = Date.parse('2026-11-22T08:00:00.000Z');

describe('reality-check reminders', () => {
  it('are due every interval from the login', () => {
    expect(nextCheckAt(login, 30, login)).toBe(login + 30 * minuteMs);
    expect(nextCheckAt(login, 30, login + 29 * minuteMs)).toBe(login + 30 * minuteMs);
    // At a reminder's own minute the next one is the one after.
    expect(nextCheckAt(login, 30, login + 30 * minuteMs)).toBe(login + 60 * minuteMs);
    expect(nextCheckAt(login, 45, login + 100 * minuteMs)).toBe(login + 135 * minuteMs);
    expect(nextCheckAt(login, 120, login + 1)).toBe(login + 120 * minuteMs);
  });

  it('are never due when off', () => {
    expect(nextCheckAt(login, 0, login + 60 * minuteMs)).toBeNull();
  });
});
