import { describe, expect, it } from 'vitest';
import { formatEndTime } from './format-end-time';

describe('formatEndTime', () => {
  it('writes the date and time the way the language does, in the given time zone', () => {
    expect(formatEndTime('2026-11-01T04:00:00Z', 'en', 'UTC')).toMatch(/Nov 1, 2026.*4:00\sAM/);
    expect(formatEndTime('2026-11-01T04:00:00Z', 'en-GB', 'Asia/Manila')).toMatch(
      /1 Nov 2026.*12:00/,
    );
  });

  it('gives nothing for a missing or broken time', () => {
    expect(formatEndTime(null, 'en')).toBeNull();
    expect(formatEndTime('soon', 'en')).toBeNull();
  });
});
