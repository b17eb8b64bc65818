import type { ClockTask } from '../../core/clock-tasks';
import type { MockBackend } from '../../core/backend';
import { isSessionExpired } from '../../core/session-life';

/** How often expired sessions are purged, in sandbox-clock milliseconds. */
export const sessionPurgeEveryMs = 60 * 60_000;

// When each sessions table was last purged (a table per state: a reset or import starts afresh).
const lastPurgeMs = new WeakMap<object, number>();

/** Removes every expired session; true when one was removed. */
export async function purgeExpiredSessions(backend: MockBackend): Promise<boolean> {
  const nowMs = backend.clock.nowMs();
  lastPurgeMs.set(backend.db.sessions, nowMs);
  let removed = false;
  for (const s of backend.db.sessions.all()) {
    if (!isSessionExpired(backend.config, s, nowMs)) continue;
    await backend.db.sessions.remove(s.id);
    removed = true;
  }
  return removed;
}

/**
 * The accounts domain's work that falls due with the clock: expired sessions are purged once an
 * hour of the sandbox clock (an expired token already answers 401; the purge bounds the table).
 * Sign-in also purges the member's own expired sessions and caps their number.
 */
export const accountsClockTasks: readonly ClockTask[] = [
  {
    name: 'sessionPurge',
    isDue: (backend) => {
      const last = lastPurgeMs.get(backend.db.sessions);
      const nowMs = backend.clock.nowMs();
      if (last === undefined) {
        lastPurgeMs.set(backend.db.sessions, nowMs);
        return false;
      }
      return nowMs - last >= sessionPurgeEveryMs;
    },
    run: purgeExpiredSessions,
  },
];
