/**
 * The session's elapsed time as the header's clock and the reality check show it: hours and
 * minutes since the session's login (`getSessionSummary().startedAt`), against the member's clock.
 */

const minuteMs = 60_000;

/** Milliseconds since `startedAt` (never below 0, so a clock a little behind shows 0:00). */
export function elapsedSince(startedAt: string, nowMs: number): number {
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, nowMs - start);
}

/** `h:mm`, as a clock reads: 0:42, 1:05, 26:00. */
export function formatElapsed(ms: number): string {
  const minutes = Math.floor(ms / minuteMs);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The same time as an ISO 8601 duration for `<time dateTime>`: PT42M, PT1H5M. */
export function isoDuration(ms: number): string {
  const minutes = Math.floor(ms / minuteMs);
  const hours = Math.floor(minutes / 60);
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes % 60}M`;
}

/** How long until the shown minute changes: the next whole minute since `startedAt`. */
export function msUntilNextMinute(startedAt: string, nowMs: number): number {
  return minuteMs - (elapsedSince(startedAt, nowMs) % minuteMs);
}
