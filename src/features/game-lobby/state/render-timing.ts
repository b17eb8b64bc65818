/**
 * User-timing marks for the performance target (lobby interactions answering within 100 ms
 * of the response): `response` when a game-list answer is taken, `committed` when React committed
 * the grid it produced, `rendered` after the browser painted it, and the measures between them.
 * `npm run bench` (scripts/bench/portal-lobby.bench.ts) reads `lobbyTiming.measure`; a speed target
 * lives in the benchmark, not in a timed test.
 */
export const lobbyTiming = {
  response: 'game-lobby:response',
  committed: 'game-lobby:committed',
  rendered: 'game-lobby:rendered',
  /** Response to React's commit of the new grid (the lobby's own work). */
  commitMeasure: 'game-lobby:response-to-commit',
  /** Response to the browser's paint of it (what the player sees). */
  measure: 'game-lobby:response-to-paint',
} as const;

let pending = false;
const canMark = () => typeof performance !== 'undefined' && typeof performance.mark === 'function';

export function markResponse(): void {
  if (!canMark()) return;
  performance.mark(lobbyTiming.response);
  pending = true;
}

/**
 * Called once the grid committed the answer: the mark waits for the next frame and a task after it,
 * which is when the browser has painted.
 */
export function markRenderedAfterPaint(): void {
  if (!pending || !canMark() || typeof requestAnimationFrame !== 'function') return;
  pending = false;
  performance.mark(lobbyTiming.committed);
  performance.measure(lobbyTiming.commitMeasure, lobbyTiming.response, lobbyTiming.committed);
  requestAnimationFrame(() => {
    setTimeout(() => {
      performance.mark(lobbyTiming.rendered);
      performance.measure(lobbyTiming.measure, lobbyTiming.response, lobbyTiming.rendered);
    }, 0);
  });
}
