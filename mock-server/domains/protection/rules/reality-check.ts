import type { ProtectionEnv } from './protection-env';
import type { Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { RealityCheckRecord } from '../records';

type Interval = Schemas['RealityCheckInterval'];

/** Reality checks are off until the member turns them on. */
export const defaultInterval: Interval = 0;

export function intervalOf(db: Db, memberId: number): Interval {
  return db.realityChecks.get(memberId)?.intervalMinutes ?? defaultInterval;
}

/**
 * When the next reminder of a session that signed in at `startedAtMs` is due after `nowMs`: the
 * first whole number of intervals from the login that lies after now; null when checks are off.
 */
export function nextCheckAt(startedAtMs: number, interval: Interval, nowMs: number): number | null {
  if (interval === 0) return null;
  const intervalMs = interval * 60_000;
  const elapsed = Math.max(0, nowMs - startedAtMs);
  return startedAtMs + (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
}

/** `setRealityCheck`: the member's interval for every session. Runs inside the write lock. */
export async function setRealityCheck(
  env: ProtectionEnv,
  memberId: number,
  intervalMinutes: Interval,
): Promise<RealityCheckRecord> {
  const { db } = env;
  const updatedAt = env.clock.iso();
  if (db.realityChecks.get(memberId)) {
    return db.realityChecks.update(memberId, (record) => {
      record.intervalMinutes = intervalMinutes;
      record.updatedAt = updatedAt;
    });
  }
  return db.realityChecks.insert({ id: memberId, intervalMinutes, updatedAt });
}
