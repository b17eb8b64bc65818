/** The image loader's constants (section 9). */
export const lazyImageRules = {
  /** Start loading when the image is within 1.3 viewports (the 0.3 beyond becomes the root margin). */
  preloadFactor: 1.3,
  /** Loading checks (which images near the viewport start) run at most once per this many ms. */
  throttleMs: 200,
  /** Attempts before the error image shows (section 8). */
  attempts: 3,
  /** Loaded addresses remembered, so a revisit shows the image at once. */
  cacheSize: 200,
  /** Wait before attempt n + 1: n times this. */
  retryDelayMs: 400,
} as const;

/** The observer's root margin for the preload factor: 1.3 -> "30%" on every side. */
export function rootMarginFor(preloadFactor: number): string {
  return `${Math.round((preloadFactor - 1) * 100)}%`;
}

/** What to do after a failed attempt: try again (after a delay), or give up and show the error image. */
export function afterFailedAttempt(
  attempt: number,
  attempts: number = lazyImageRules.attempts,
): { retry: true; delayMs: number } | { retry: false } {
  return attempt < attempts
    ? { retry: true, delayMs: attempt * lazyImageRules.retryDelayMs }
    : { retry: false };
}

/** The warning written for each failed attempt (section 8: warnings, then the error image). */
export function failedAttemptWarning(src: string, attempt: number): string {
  return `Image failed to load (attempt ${attempt} of ${lazyImageRules.attempts}): ${src}`;
}
