import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

/*
 * A lazily loaded screen whose script cannot be fetched (a redeploy under an open tab) must not
 * blank the portal (issue 14, item 6; sections 8 and 9): the screen's place says "Loading chunk
 * failed" with Retry and Reload, the header stays, and Retry loads the screen once the network is
 * back. A chunk still pending after 120 s says the same.
 */

/** Client-side navigation (no page load), as a click on a link does. */
async function goClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const laterScripts = /\/assets\/.*\.js$/;

test('a chunk that fails to load shows its message, and Retry loads it once it can', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('header').first()).toBeVisible();
  // From now on every script not yet loaded fails, like a deploy that removed the old chunks.
  await page.route(laterScripts, (route) => route.abort('failed'));
  await goClientSide(page, '/live');
  const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' }).first();
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();

  await page.unroute(laterScripts);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Loading chunk failed' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/live$/);
});

test('a chunk still pending after 120 s shows the same message', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('header').first()).toBeVisible();
  const held: Route[] = [];
  await page.route(laterScripts, (route) => {
    held.push(route);
  });
  await goClientSide(page, '/live');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.clock.runFor(119_000);
  await expect(page.getByRole('alert').filter({ hasText: 'Loading chunk failed' })).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Loading chunk failed' }).first(),
  ).toBeVisible();
  // The network comes back: Retry imports again and the screen shows.
  for (const route of held.splice(0)) await route.continue();
  await page.unroute(laterScripts);
  await page
    .getByRole('alert')
    .filter({ hasText: 'Loading chunk failed' })
    .first()
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Loading chunk failed' })).toHaveCount(0);
});
