/**
 * Prepares the browser's date and number formats for a locale on another thread, so the page's
 * first `Intl.DateTimeFormat` does not block the main thread.
 *
 * The first date format a page builds loads ICU's data for the locale: 30–150 ms on this project's
 * 2-core machine, four times that on Lighthouse's phone profile, in one task (the notice card's date
 * on home, issue 17). ICU keeps that data per process, not per thread, so building the same format
 * in a short-lived worker first (on another core, while the page waits for its data) leaves the
 * main thread's first format under a millisecond (measured in Chromium: 29–160 ms → 0.3–1.2 ms).
 *
 * Best effort: without workers (jsdom, very old browsers) or when one cannot start (a policy), the
 * main thread builds its formats itself as before.
 */
export type StartWorker = (locale: string) => void;

function startIntlWorker(locale: string): void {
  new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
    type: 'module',
    name: locale,
  });
}

/** Starts the warm-up for `locale`; true when a worker was started. */
export function warmUpIntl(
  locale: string,
  start: StartWorker | undefined = typeof Worker === 'undefined' ? undefined : startIntlWorker,
): boolean {
  if (!start) return false;
  try {
    start(locale);
    return true;
  } catch {
    return false;
  }
}
