import { fail, isFailure } from './envelope';
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

/** One flood limit as a handler applies it: which counter, whose key, how many an hour, what to name. */
export interface FloodLimit {
  /** The counter (`freePlay`, `registrations`, `smsCodes`, `failedLogins`, `downlineRegistrations`). */
  name: string;
  /** A client address or an account. */
  key: string;
  /** At most this many counted events per hour; 0 switches the limit off. */
  perHour: number;
  /** For the message: `free plays from this address`. */
  what: string;
}

interface LimitEnv {
  limits: RateLimits;
  clock: { nowMs(): number };
}

/** 429 `too_many_requests` when `limit`'s key is at its limit now (nothing counted), else null. */
export function limitReached(env: LimitEnv, limit: FloodLimit): Failure | null {
  if (limit.perHour <= 0) return null;
  const verdict = env.limits
    .counter(limit.name)
    .peek(limit.key, { max: limit.perHour, windowMs: hourMs }, env.clock.nowMs());
  return verdict.allowed ? null : tooManyRequests(limit.what, verdict.retryAfterSeconds);
}

/** Counts one event of `limit`'s key (when not off). */
export function countEvent(env: LimitEnv, limit: FloodLimit): void {
  if (limit.perHour <= 0) return;
  env.limits
    .counter(limit.name)
    .hit(limit.key, { max: limit.perHour, windowMs: hourMs }, env.clock.nowMs());
}

/**
 * Runs `run` unless `limit` is reached (then 429 `too_many_requests` with `retryAfterSeconds`, and
 * nothing runs); counts the event when `counts` says the result is one (by default: not a
 * refusal, so refused attempts do not use up the allowance). Handlers run inside the write lock,
 * so the check and the count cannot interleave.
 */
export async function withinLimit<T>(
  env: LimitEnv,
  limit: FloodLimit,
  run: () => Promise<T>,
  counts: (result: T) => boolean = (result) => !isFailure(result),
): Promise<T | Failure> {
  const reached = limitReached(env, limit);
  if (reached) return reached;
  const result = await run();
  if (counts(result)) countEvent(env, limit);
  return result;
}
