/**
 * The throttle of the site-configuration reads whose contract declares 429 (`getSystemStatus`,
 * `getWhitelabel`, `getPermission`, `getRegisterSettings`, `getRegisterValidators`,
 * `getDomainRoutes`, `listRouters`): at most `max` calls of one operation per visitor IP in a sliding
 * window. The limit is far above what a portal does (one call per page load, a handful per second
 * from a parallel end-to-end run), so only a loop hammering one address meets it.
 *
 * The windows are not part of the sandbox state (not exported, not reset): they are transient like a
 * real gateway's counters and expire by themselves.
 */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

export const siteConfigThrottle: ThrottleLimit = { max: 200, windowMs: 10_000 };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class VisitorThrottle {
  readonly #hits = new Map<string, number[]>();

  constructor(readonly limit: ThrottleLimit) {}

  /** Counts a call of `key` at `nowMs`, unless it is over the limit (refused calls do not count). */
  hit(key: string, nowMs: number): ThrottleVerdict {
    const since = nowMs - this.limit.windowMs;
    const recent = (this.#hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit.max) {
      this.#hits.set(key, recent);
      const oldest = recent[0] ?? nowMs;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.limit.windowMs - nowMs) / 1000)),
      };
    }
    recent.push(nowMs);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10_000) this.#sweep(since);
    return { allowed: true };
  }

  #sweep(since: number): void {
    for (const [key, times] of this.#hits)
      if (!times.some((t) => t > since)) this.#hits.delete(key);
  }
}
