import { describe, expect, it } from 'vitest';
import { formatEndTime } from './end-time';

describe('formatEndTime', () => {
  const end = '2026-11-22T12:00:00Z';

  it('writes the date and time the way the language does', () => {
    const english = formatEndTime(end, 'en', 'UTC');
    expect(english).toMatch(/Nov 22, 2026/);
    expect(english).toMatch(/12:00\s?PM/);
    const british = formatEndTime(end, 'en-GB', 'UTC');
    expect(british).toMatch(/22 Nov 2026/);
    expect(british).toMatch(/12:00/);
    expect(formatEndTime(end, 'vi', 'UTC')).not.toBe(english);
  });

  it('shows the hour in the visitor’s time zone', () => {
    expect(formatEndTime(end, 'en-GB', 'Asia/Manila')).toMatch(/20:00/);
    expect(formatEndTime('2026-11-22T20:30:00Z', 'en-GB', 'Asia/Manila')).toMatch(
      /23 Nov 2026.*04:30/,
    );
  });

  it('gives nothing for a missing or broken time', () => {
    expect(formatEndTime(null, 'en')).toBeNull();
    expect(formatEndTime('', 'en')).toBeNull();
    expect(formatEndTime('not a date', 'en')).toBeNull();
  });
});
