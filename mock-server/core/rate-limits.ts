import { fail } from './envelope';
import type { Failure } from './handler-types';

/**
 * Flood limits (issue 14): at most `max` counted events per key (a client address or an account) in
 * a sliding window of the **sandbox clock**. The counters are transient like a real gateway's (not
 * exported, not persisted); `clear()` runs on reset and import. Every table is bounded: at most
 * `maxKeys` keys per limit, the key used longest ago evicted first, and a key's timestamps never
 * exceed `max`. A clock moved back (a reset) drops the timestamps that now lie in the future.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const defaultMaxKeys = 10_000;

export class RateCounter {
  /** Insertion order is use order (a hit re-inserts its key), so the first key is the oldest. */
  readonly #hits = new Map<string, number[]>();

  constructor(readonly maxKeys = defaultMaxKeys) {}

  get size(): number {
    return this.#hits.size;
  }

  /** Counts an event of `key` at `nowMs` unless the key is at its limit (a refusal does not count). */
  hit(key: string, limit: RateLimit, nowMs: number): RateVerdict {
    const verdict = this.peek(key, limit, nowMs);
    if (!verdict.allowed) return verdict;
    const recent = this.#recent(key, limit, nowMs);
    recent.push(nowMs);
    this.#hits.delete(key);
    this.#hits.set(key, recent);
    while (this.#hits.size > this.maxKeys) {
      const oldest = this.#hits.keys().next().value;
      if (oldest === undefined) break;
      this.#hits.delete(oldest);
    }
    return verdict;
  }

  /** Whether `key` is at its limit now, without counting. */
  peek(key: string, limit: RateLimit, nowMs: number): RateVerdict {
    const recent = this.#recent(key, limit, nowMs);
    if (recent.length < limit.max) return { allowed: true };
    const oldest = recent[recent.length - limit.max] ?? nowMs;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - nowMs) / 1000)),
    };
  }

  #recent(key: string, limit: RateLimit, nowMs: number): number[] {
    const since = nowMs - limit.windowMs;
    const kept = (this.#hits.get(key) ?? []).filter((t) => t > since && t <= nowMs);
    // Never more than the limit needs: a table row cannot grow without bound either.
    const bounded = kept.length > limit.max ? kept.slice(kept.length - limit.max) : kept;
    if (bounded.length === 0) this.#hits.delete(key);
    else if (this.#hits.has(key)) this.#hits.set(key, bounded);
    return bounded;
  }

  clear(): void {
    this.#hits.clear();
  }
}

/** The limits of one backend, by name (`freePlay`, `smsCodes`, ...): one bounded counter each. */
export class RateLimits {
  readonly #counters = new Map<string, RateCounter>();

  constructor(readonly maxKeys = defaultMaxKeys) {}

  counter(name: string): RateCounter {
    let counter = this.#counters.get(name);
    if (!counter) {
      counter = new RateCounter(this.maxKeys);
      this.#counters.set(name, counter);
    }
    return counter;
  }

  clear(): void {
    for (const counter of this.#counters.values()) counter.clear();
  }
}

/** 429 `too_many_requests` with `value.retryAfterSeconds`: the flood answer of every limit. */
export function tooManyRequests(what: string, retryAfterSeconds: number): Failure {
  return fail(429, 'too_many_requests', `too many ${what}; retry in ${retryAfterSeconds} s`, {
    value: { retryAfterSeconds },
  });
}

export const hourMs = 3_600_000;

/**
 * Counts one event of `key` under the limit `name` (max per hour) on the backend's clock; the 429
 * answer when the key is already at its limit. `perHour` 0 switches the limit off.
 */
export function limitHit(
  env: { limits: RateLimits; clock: { nowMs(): number } },
  name: string,
  key: string,
  perHour: number,
  what: string,
): Failure | null {
  if (perHour <= 0) return null;
  const verdict = env.limits
    .counter(name)
    .hit(key, { max: perHour, windowMs: hourMs }, env.clock.nowMs());
  return verdict.allowed ? null : tooManyRequests(what, verdict.retryAfterSeconds);
}
