import { describe, expect, it } from 'vitest';
import { VisitorThrottle } from './visitor-throttle';

describe('VisitorThrottle', () => {
  it('allows max calls per window, refuses the next with the seconds until a slot frees', () => {
    const throttle = new VisitorThrottle({ max: 3, windowMs: 10_000 });
    expect(throttle.hit('a', 1_000)).toEqual({ allowed: true });
    expect(throttle.hit('a', 2_000)).toEqual({ allowed: true });
    expect(throttle.hit('a', 3_000)).toEqual({ allowed: true });
    expect(throttle.hit('a', 4_000)).toEqual({ allowed: false, retryAfterSeconds: 7 });
    // Refused calls do not count: the oldest call leaves the window at 11 000.
    expect(throttle.hit('a', 10_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(throttle.hit('a', 11_001)).toEqual({ allowed: true });
  });

  it('counts each key on its own', () => {
    const throttle = new VisitorThrottle({ max: 1, windowMs: 1_000 });
    expect(throttle.hit('op|1.1.1.1', 0).allowed).toBe(true);
    expect(throttle.hit('op|2.2.2.2', 0).allowed).toBe(true);
    expect(throttle.hit('other|1.1.1.1', 0).allowed).toBe(true);
    expect(throttle.hit('op|1.1.1.1', 10).allowed).toBe(false);
  });

  it('forgets idle keys once many are kept', () => {
    const throttle = new VisitorThrottle({ max: 1, windowMs: 1_000 });
    for (let i = 0; i <= 10_001; i += 1) throttle.hit(`k${i}`, i < 5_000 ? 0 : 5_000);
    // k0 was swept with the other idle keys and may call again at once.
    expect(throttle.hit('k0', 5_000).allowed).toBe(true);
  });
});
