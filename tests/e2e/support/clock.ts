import type { Page } from '@playwright/test';

/**
 * The page's clock for timer-driven behaviour (rotations, tickers, throttles, countdowns): a test
 * never waits on the wall clock, it moves the page's time itself.
 *
 * `installClock` before `page.goto`: the page's time starts at a whole minute near now (the sandbox
 * server answers in real time, so the two stay close) and flows while the page loads. `pauseClock`
 * once the page is ready: from then on time moves only by `page.clock.runFor()`/`fastForward()`.
 */
export async function installClock(page: Page): Promise<number> {
  const start = Math.ceil(Date.now() / 60_000) * 60_000;
  await page.clock.install({ time: start });
  return start;
}

/**
 * Pauses at `start` plus ten minutes: far enough ahead of any page load, a whole minute (so on the
 * boundary of every second- and 3-second tick), and due timers fire once on the way there.
 */
export async function pauseClock(page: Page, start: number): Promise<void> {
  await page.clock.pauseAt(start + 10 * 60_000);
}

/** Two animation frames after a scroll the page's intersection observers have run. */
export async function scrollAndSettle(page: Page, top: number): Promise<void> {
  await page.evaluate(async (y) => {
    window.scrollTo(0, y);
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  }, top);
}
