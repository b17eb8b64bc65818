import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './reality-check-schedule';

const at = (iso: string) => Date.parse(iso);
const every30 = { intervalMinutes: 30, nextCheckAt: '2026-11-22T08:30:00Z' };

describe('the reality-check reminder', () => {
  it('is due at the next check the server names, before any answer', () => {
    expect(nextReminderAt(every30, 0)).toBe(at('2026-11-22T08:30:00Z'));
  });

  it('after an answer, is due at the first whole interval after it', () => {
    expect(nextReminderAt(every30, at('2026-11-22T08:30:00Z'))).toBe(at('2026-11-22T09:00:00Z'));
    expect(nextReminderAt(every30, at('2026-11-22T08:31:10Z'))).toBe(at('2026-11-22T09:00:00Z'));
    // A tab that slept through several reminders shows one, then goes on from there.
    expect(nextReminderAt(every30, at('2026-11-22T10:05:00Z'))).toBe(at('2026-11-22T10:30:00Z'));
  });

  it('is never when reminders are off', () => {
    expect(nextReminderAt({ intervalMinutes: 0, nextCheckAt: null }, 0)).toBeNull();
    expect(nextReminderAt({ intervalMinutes: 15, nextCheckAt: null }, 0)).toBeNull();
  });
});
