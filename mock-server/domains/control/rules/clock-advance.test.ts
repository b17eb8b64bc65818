import { describe, expect, it } from 'vitest';
import { advancedOffset, maxClockOffsetMs } from './clock-advance';

describe('advancedOffset', () => {
  it('adds the minutes to the offset', () => {
    expect(advancedOffset(60_000, 31)).toEqual({ offsetMs: 60_000 + 31 * 60_000 });
  });

  it('refuses to run more than ten years ahead', () => {
    expect(advancedOffset(maxClockOffsetMs - 60_000, 1)).toEqual({ offsetMs: maxClockOffsetMs });
    expect(advancedOffset(maxClockOffsetMs - 60_000, 2)).toMatchObject({
      status: 400,
      envelope: { field: 'body.minutes' },
    });
  });
});
