import { expect, test, type Page, type TestInfo } from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { scrollAndSettle } from './support/clock';

// Sign-in, full-page screenshots and axe runs take a while on a shared machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The home page's game lanes (issue 5; spec sections 3 and 4): vendor lanes per category, hot
 * games by type, and the popular list for signed-in members. demoplayer is only read here.
 */

async function openHome(page: Page) {
  await page.goto('/');
  const hot = page.getByRole('region', { name: 'Hot games' });
  // The first load (portal, lanes chunk, hot games) can be slow on a machine shared by many runs.
  await expect(hot.getByRole('tablist', { name: 'Hot games by type' })).toBeVisible({
    timeout: 20_000,
  });
  const providers = page.getByRole('region', { name: 'Browse by provider' });
  await expect(providers.getByRole('region', { name: 'Slots' })).toBeVisible();
  return { hot, providers };
}

/** Saves a screenshot next to the test's results and attaches it to the report. */
async function attachPage(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Scrolls down the page and back, so the lazy images of every lane come near the viewport, then
 * waits until none is still loading (a screenshot then shows them).
 */
async function revealImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollAndSettle(page, y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main .lazy-image')).some(
          (box) => box.getAttribute('data-state') === 'loading',
        ),
      ),
    )
    .toBe(false);
}

test('a visitor sees hot games by type and a lane of vendors per category (light and dark)', async ({
  page,
}, testInfo) => {
  const { hot, providers } = await openHome(page);
  await expect(hot.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(hot.getByRole('tabpanel').locator('[data-game-card]').first()).toBeVisible();
  for (const lane of ['Slots', 'Live casino', 'Sports', 'E-sports', 'Lottery', 'Sabong']) {
    await expect(providers.getByRole('region', { name: lane, exact: true })).toBeVisible();
  }
  await expect(
    providers
      .getByRole('region', { name: 'Sports', exact: true })
      .getByRole('link', { name: /^CMD368/ }),
  ).toContainText(/Maintenance\s*Until/);
  // No popular list for a visitor.
  await expect(page.getByRole('region', { name: 'Popular with players' })).toHaveCount(0);
  expect(await seriousAxeViolationsByTheme(page, 'main')).toEqual({ light: [], dark: [] });
  await revealImages(page);
  await attachPage(page, testInfo, 'home-lanes-visitor-dark');

  await hot.getByRole('tab', { name: 'Live casino' }).click();
  await expect(hot.getByRole('tabpanel').getByText('Crazy Time')).toBeVisible();
  await revealImages(page);
  const path = testInfo.outputPath('home-hot-live-dark.png');
  await hot.screenshot({ path });
  await testInfo.attach('home-hot-live-dark', { path, contentType: 'image/png' });
});

test('a lane scrolls with its previous/next buttons from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const { providers } = await openHome(page);
  const slots = providers.getByRole('region', { name: 'Slots' });
  const list = slots.getByRole('list');
  const back = slots.getByRole('button', { name: 'Scroll Slots back' });
  const forward = slots.getByRole('button', { name: 'Scroll Slots forward' });
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toHaveAttribute('aria-disabled', 'false');

  // Tab from the "All Slots" link reaches the buttons.
  await slots.getByRole('link', { name: 'All Slots' }).focus();
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(forward).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(back).toHaveAttribute('aria-disabled', 'false');

  // Forward to the end: the button says it is unavailable and keeps the focus.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Enter');
  await expect(forward).toHaveAttribute('aria-disabled', 'true');
  await expect(forward).toBeFocused();
  await expect(slots.getByRole('link', { name: 'Nolimit City' })).toBeInViewport();

  await back.focus();
  await page.keyboard.press('Space');
  await expect(forward).toHaveAttribute('aria-disabled', 'false');
});

test('an RNG vendor card opens its slot lobby with that vendor chosen', async ({ page }) => {
  const { providers } = await openHome(page);
  await providers
    .getByRole('region', { name: 'Slots' })
    .getByRole('link', { name: 'PG Soft' })
    .click();
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
  // The lobby's code loads on the way; give it time on a busy machine.
  await expect(page.getByRole('radio', { name: 'PG Soft' })).toBeChecked({ timeout: 20_000 });
});

test('lottery and other vendor cards lead to the lottery page and their lobby, vendor chosen', async ({
  page,
}) => {
  const { providers } = await openHome(page);
  await providers
    .getByRole('region', { name: 'Lottery', exact: true })
    .getByRole('link', { name: 'SEA 4D Lottery' })
    .click();
  await expect(page).toHaveURL(/\/lottery\?vendor=TCG_SEA$/);
  await page.goBack();
  await providers
    .getByRole('region', { name: 'Live casino' })
    .getByRole('link', { name: 'Evolution' })
    .click();
  // Every lobby keeps the chosen provider, as the slot lobby does.
  await expect(page).toHaveURL(/\/live\?page=EVO$/);
  await expect(page.getByRole('radio', { name: 'Evolution' })).toBeChecked({ timeout: 20_000 });
  await expect(page.locator('main [data-game-card]').first()).toContainText('Evolution');
});

test('launching a hot game as a visitor opens the login dialog', async ({ page }) => {
  const { hot } = await openHome(page);
  const card = hot.getByRole('tabpanel').locator('[data-game-card]').first();
  await card.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the popular list appears after signing in (light and dark)', async ({ page }, testInfo) => {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demoplayer');
  await dialog.getByLabel(/^Password/).fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await welcome.getByRole('button', { name: "Let's play" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const popular = page.getByRole('region', { name: 'Popular with players' });
  await expect(popular.locator('[data-game-card]').first()).toBeVisible();
  const count = await popular.locator('[data-game-card]').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(20);
  expect(await seriousAxeViolationsByTheme(page, 'main')).toEqual({ light: [], dark: [] });
  await revealImages(page);
  await attachPage(page, testInfo, 'home-lanes-member-dark');

  // After a reload the stored session brings it back at start.
  await page.reload();
  await expect(popular.locator('[data-game-card]')).toHaveCount(count);
});
