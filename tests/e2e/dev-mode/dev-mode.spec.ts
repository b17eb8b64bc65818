import { expect, test, type Page } from '../support/test';
import { scrollAndSettle } from '../support/clock';
import { skipPopupNotices } from '../support/notices';

/**
 * `npm run dev` as a frontend developer uses it: the Vite dev server with the mock backend in the
 * page (MSW service worker), no sandbox server. Every absolute address the mock hands out must
 * point at the page's own origin and be answered there: images, game launches, the game page.
 */

// The dev server compiles the portal and the mock on the first visit, module by module, while
// npm test runs typecheck on the other core: the first test here took 130 s on a CI machine.
test.describe.configure({ timeout: 240_000 });

/** What went wrong on the page: failed requests, error answers, console errors, uncaught errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  // The portal has no favicon; the browser asks for one on its own, the page never does.
  const unasked = (url: string) => new URL(url).pathname === '/favicon.ico';
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !unasked(response.url()))
      problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !unasked(message.location().url))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Resolves once the mock backend runs in the page (vite.config.ts injects its entry). */
async function mockReady(page: Page) {
  await page.waitForFunction(() => 'then' in (window.__sandboxMock ?? {}));
  await page.evaluate(async () => {
    await window.__sandboxMock;
  });
}

/**
 * Scrolls the whole page down, so every lazy image of it comes near the viewport and loads (or
 * fails); the cards further right in a lane stay waiting until the lane scrolls.
 */
async function revealAllImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let top = 0; top < height; top += 500) {
    await scrollAndSettle(page, top);
  }
  await expect(page.locator('.lazy-image[data-state="loading"]')).toHaveCount(0);
  // Natively lazy images (the footer's logos) load now too, then every image has an answer.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)))
    .toBe(true);
}

test('home loads every image from the mock in the page, and a demo player launches a game there', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await skipPopupNotices(page);
  await page.goto('/');
  await mockReady(page);
  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByRole('tabpanel').locator('[data-game-card]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();

  await revealAllImages(page);
  const images = await page.evaluate(() =>
    Array.from(document.images, (image) => ({
      src: image.currentSrc,
      loaded: image.complete && image.naturalWidth > 0,
    })),
  );
  expect(images.length).toBeGreaterThan(20);
  expect(images.filter((image) => !image.loaded)).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(images.filter((image) => new URL(image.src).origin !== origin)).toEqual([]);
  expect(await page.locator('.lazy-image[data-state="failed"]').count()).toBe(0);

  // Sign in through the dialog, as a developer would.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demoplayer');
  await dialog.getByLabel(/^Password/).fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: "Let's play" })
    .click();
  await expect(page.getByRole('button', { name: /^demoplayer: account menu/ })).toBeVisible();

  // Launch a slot from its lobby (reached in the page: a reload would start a fresh mock).
  await page
    .getByRole('region', { name: 'Browse by provider' })
    .getByRole('link', { name: 'All Slots' })
    .click();
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('Fortune Tiger');
  await page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: 'Fortune Tiger', exact: true })
    .click();
  await expect(page).toHaveURL(/\/game\?nodeId=\w+$/);
  const frame = page.locator('iframe.game-frame__frame');
  const launchUrl = new URL((await frame.getAttribute('src')) ?? '');
  expect(launchUrl.origin).toBe(origin);
  expect(launchUrl.pathname).toMatch(/^\/sandbox\/game\//);
  // The dev server answers the frame's navigation with the sandbox's stand-in game page.
  await expect(
    page.frameLocator('iframe.game-frame__frame').getByRole('heading', { level: 1 }),
  ).toHaveText(`Game ${launchUrl.pathname.split('/').pop() ?? ''}`);

  expect(problems).toEqual([]);
});
