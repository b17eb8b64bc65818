import { seriousAxeViolationsByTheme } from './support/axe';
import { installClock, pauseClock } from './support/clock';
import { drawOutcome, freshLuckyPlayer } from './support/lucky-draws';
import { signInAs } from './support/sandbox';
import { expect, test } from './support/test';

/**
 * The red envelope (`/redEnvelope`) and the prize wheel (`/prizeWheel`), each test with a fresh
 * player of its own (100.00 in the main wallet): the envelope needs one settled round of 10.00
 * valid bet today, the wheel spins once a day for everyone real. Using each and being refused the
 * same day is in `switches/lucky-draws-day.spec.ts` (it keeps the sandbox day from ending).
 */

test('the wheel turns before it tells the outcome (page clock, motion allowed)', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await freshLuckyPlayer(page, request);
  const start = await installClock(page);
  await page.goto('/prizeWheel');
  // The first load of a busy sandbox may take a while; nothing below waits on it.
  await expect(page.getByText('You have 1 spin left today.')).toBeVisible({ timeout: 30_000 });
  await pauseClock(page, start);
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(drawOutcome(page)).toHaveText('The wheel is spinning…');
  await expect(page.getByRole('button', { name: 'Spinning…' })).toBeDisabled();
  await page.clock.runFor(4_000);
  await expect(drawOutcome(page)).toHaveText(/^(You won .+!|Better luck next time)/);
});

test('the lucky draws have no serious accessibility violations and fit 390 px (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshLuckyPlayer(page, request);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  // Axe checks the screen itself (`main`): at 390 px the footer's vendor carousel has a
  // scrollable region without focus (scrollable-region-focusable), which is not this screen's.
  for (const [path, button] of [
    ['/redEnvelope', 'Open the red envelope'],
    ['/prizeWheel', 'Spin the wheel'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await overflow()).toBe(0);
    expect(await seriousAxeViolationsByTheme(page, 'main')).toEqual({ light: [], dark: [] });
    await page.getByRole('button', { name: button }).click();
    await expect(
      page
        .getByRole('main')
        .getByText(/You won|Better luck|Not eligible/)
        .first(),
    ).toBeVisible();
    // The outcome shows before the draw's button is ready again (busy: disabled and faded); axe
    // looks at the settled page, not at the button halfway back.
    await expect(page.getByRole('button', { name: button })).toHaveAttribute('aria-busy', 'false');
    expect(await seriousAxeViolationsByTheme(page, 'main')).toEqual({ light: [], dark: [] });
    await testInfo.attach(`lucky-draws-dark${path.replace('/', '-')}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
});

test('a visitor is asked to log in, a trial account to use a real one', async ({
  page,
  request,
}) => {
  await page.goto('/prizeWheel');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAs(page, request, 'demotrial');
  await page.goto('/redEnvelope');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/trial account/);
});
