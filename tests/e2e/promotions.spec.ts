import type { Page } from '@playwright/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { signInAsFreshAgent } from './support/agents';
import { expect, test } from './support/test';
import { skipPopupNotices } from './support/notices';

/**
 * The promotions page (`/promotions`) and detail (`/promoDetail?id=`), each member test with a
 * fresh player of its own. The sandbox's clock is not moved here (it is sandbox-wide): the review
 * outcome of an application is shown by `tests/e2e/switches/promotions-review.spec.ts`.
 */

/** A 1x1 PNG and the first bytes of a JPEG: what the mock's signature check wants. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHSEfHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The count on the More menu's Events entry (the header's `getAvailablePromoCount`). */
async function eventsBadge(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'More' }).click();
  const events = page.getByRole('menuitem', { name: /^Events/ });
  await expect(events).toBeVisible();
  const count = Number(
    (await events.locator('.nav-menu__badge [aria-hidden="true"]').textContent()) ?? 0,
  );
  await page.keyboard.press('Escape');
  return count;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a fresh member applies with a comment and two images and sees the application under review', async ({
  page,
  request,
}) => {
  await signInAsFreshAgent(page, request, { type: 0, prefix: 'promo' });
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const before = await eventsBadge(page);
  expect(before).toBeGreaterThan(0);

  await page.getByRole('tab', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/promotions\?category=SPORTS$/);
  const sports = card(page, 'Share your big sports win');
  await sports.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Share your big sports win' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Parlay of 4 at odds 12.40');
  await expect(dialog.getByText('25 / 140 characters')).toBeVisible();
  await dialog.getByLabel('Screenshots').setInputFiles([
    { name: 'ticket.png', mimeType: 'image/png', buffer: png },
    { name: 'payout.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  const chosen = dialog.getByRole('list', { name: 'Chosen screenshots' });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your application was sent.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);

  await expect(sports.getByText('Under review', { exact: true })).toBeVisible();
  await expect(sports.getByText('Your application is being reviewed.')).toBeVisible();
  await expect(sports.getByRole('button')).toHaveCount(0);
  // The header's count followed: one promotion fewer to join.
  await expect.poll(() => eventsBadge(page)).toBe(before - 1);

  await sports.getByRole('link', { name: 'Share your big sports win', exact: true }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=302$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Share your big sports win' }),
  ).toBeVisible();
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/promotions\?category=SPORTS$/);
});

test('a visitor reads the promotions and is asked to log in to act; unsafe rules are sanitised', async ({
  page,
}) => {
  await page.goto('/promotions');
  const deposit = card(page, '100% first deposit bonus');
  await expect(deposit.getByText('Open', { exact: true })).toBeVisible();
  await deposit.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  await deposit.getByRole('link', { name: 'Details of 100% first deposit bonus' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=301$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '100% first deposit bonus' }),
  ).toBeVisible();

  await page.goto('/promoDetail?id=309');
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing tournament' })).toBeVisible();
  await expect(page.getByText(/The top 20 fishers shared/)).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __unsafePromotion?: boolean }).__unsafePromotion,
    ),
  ).toBeUndefined();

  await page.goto('/promoDetail?id=999');
  await expect(page.getByRole('alert')).toContainText('We could not find this promotion.');
  await page.getByRole('link', { name: 'Back to promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('promotions list, detail and form have no serious accessibility violations and fit 390 px (light and dark)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsFreshAgent(page, request, { type: 0, prefix: 'promo' });
  await page.goto('/promotions');
  await expect(card(page, '100% first deposit bonus')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });

  await page.goto('/promoDetail?id=307');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Slot big win hall of fame' }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });

  await page.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Slot big win hall of fame' });
  await dialog.getByLabel('Screenshots').setInputFiles([
    { name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    { name: 'win.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(dialog.getByRole('alert')).toContainText('notes.gif is not a png or jpg image.');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('x'.repeat(141));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Use at most 140 characters.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
});
