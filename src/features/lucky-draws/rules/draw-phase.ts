/** How long the reveal runs when motion is allowed (the CSS transitions use the same times). */
export const revealMs = { redEnvelope: 1200, prizeWheel: 4000 } as const;

/**
 * A claim's life on screen: `idle` until asked, `asking` while the request runs, `revealing` while
 * the envelope opens or the wheel turns (skipped under reduced motion), `shown` once the outcome is
 * announced.
 */
export type DrawPhase = 'idle' | 'asking' | 'revealing' | 'shown';

/** The reveal's length: none when the visitor's system asks for reduced motion. */
export function revealDuration(game: keyof typeof revealMs, reducedMotion: boolean): number {
  return reducedMotion ? 0 : revealMs[game];
}
