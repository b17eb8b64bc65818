import { describe, expect, it } from 'vitest';
import { Clock } from './clock';
import { refusals } from './envelope';
import { RateCounter, RateLimits, hourMs, limitReached, withinLimit } from './rate-limits';

const limit = { max: 3, windowMs: 10_000 };

describe('RateCounter', () => {
  it('allows max events per key in a sliding window, then says when to retry', () => {
    const counter = new RateCounter();
    for (let i = 0; i < 3; i += 1)
      expect(counter.hit('a', limit, 1_000 + i * 1000).allowed).toBe(true);
    expect(counter.hit('a', limit, 4_000)).toEqual({ allowed: false, retryAfterSeconds: 7 });
    expect(counter.hit('b', limit, 4_000).allowed).toBe(true);
    expect(counter.hit('a', limit, 11_001).allowed).toBe(true);
  });

  it('refused events do not count, and a peek counts nothing', () => {
    const counter = new RateCounter();
    for (let i = 0; i < 3; i += 1) counter.hit('a', limit, 0);
    for (let i = 0; i < 10; i += 1) counter.hit('a', limit, 1);
    expect(counter.peek('a', limit, 10_001).allowed).toBe(true);
    expect(counter.peek('c', limit, 0).allowed).toBe(true);
    // A read prunes: a key whose events all left the window is gone.
    expect(counter.size).toBe(0);
  });

  it('holds at most maxKeys keys, the least recently used evicted first', () => {
    const counter = new RateCounter(100);
    for (let i = 0; i < 1_000; i += 1) counter.hit(`k${i}`, limit, 0);
    expect(counter.size).toBe(100);
    expect(counter.peek('k999', { max: 1, windowMs: 10_000 }, 0).allowed).toBe(false);
    expect(counter.peek('k0', { max: 1, windowMs: 10_000 }, 0).allowed).toBe(true);
  });

  it('drops events from the future when the clock moved back (a reset)', () => {
    const counter = new RateCounter();
    for (let i = 0; i < 3; i += 1) counter.hit('a', limit, 50_000);
    expect(counter.hit('a', limit, 1_000).allowed).toBe(true);
  });
});

describe('withinLimit', () => {
  it('runs and counts successes, answers 429 too_many_requests with retryAfterSeconds at the limit', async () => {
    const env = { limits: new RateLimits(), clock: new Clock() };
    const flood = { name: 'freePlay', key: '192.0.2.1', perHour: 2, what: 'free plays' };
    let runs = 0;
    const run = () => withinLimit(env, flood, async () => ({ n: (runs += 1) }));
    await run();
    await run();
    expect(await run()).toMatchObject({
      status: 429,
      envelope: { code: 'too_many_requests', value: { retryAfterSeconds: 3600 } },
    });
    expect(runs).toBe(2);
    env.clock.advance(hourMs);
    expect(limitReached(env, flood)).toBeNull();
  });

  it('does not count refusals by default; 0 switches a limit off; clear forgets everything', async () => {
    const env = { limits: new RateLimits(), clock: new Clock() };
    const one = { name: 'x', key: 'k', perHour: 1, what: 'x' };
    await withinLimit(env, one, async () => refusals.invalid('body', 'no'));
    expect(limitReached(env, one)).toBeNull();
    await withinLimit(env, one, async () => 'ok');
    expect(limitReached(env, one)?.status).toBe(429);
    env.limits.clear();
    expect(limitReached(env, one)).toBeNull();
    const off = { ...one, perHour: 0 };
    for (let i = 0; i < 5; i += 1) await withinLimit(env, off, async () => 'ok');
    expect(limitReached(env, off)).toBeNull();
  });
});
