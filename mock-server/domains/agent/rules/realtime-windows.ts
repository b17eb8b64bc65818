/**
 * Real-time salary is settled in 5-minute windows of the sandbox clock with UTC boundaries
 * (:00, :05, ... of every hour): the bets settled in [start, start + 5 min) are paid together once
 * the window has ended. Plain arithmetic on epoch milliseconds.
 */
export const realtimeWindowMs = 5 * 60_000;

/** The boundary at or before `ms`: the start of the window `ms` falls in. */
export function windowStartAt(ms: number): number {
  return Math.floor(ms / realtimeWindowMs) * realtimeWindowMs;
}

/** The first boundary after `ms` (the end of the window `ms` falls in). */
export function nextBoundaryAfter(ms: number): number {
  return windowStartAt(ms) + realtimeWindowMs;
}

/**
 * Whether a window has ended that is not settled yet: windows are settled up to `settledUpToMs`
 * (a boundary), and the one starting there ends at the next boundary.
 */
export function isSettlementDue(settledUpToMs: number, nowMs: number): boolean {
  return nowMs >= settledUpToMs + realtimeWindowMs;
}

/** The reference label of a window: its start, to the minute (`2026-11-25T10:05`). */
export function windowLabel(startMs: number): string {
  return new Date(startMs).toISOString().slice(0, 16);
}
