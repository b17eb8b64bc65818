import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { installClock, pauseClock } from './support/clock';

/** The frame around every screen: banner strip, jackpot, footer, side menu (issue 4). */

// Motion is what several of these tests are about (banner rotation, jackpot ticker, logo carousel):
// the default elsewhere is reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const activeDotIndex = (page: Page) =>
  page
    .getByRole('group', { name: 'Choose a banner' })
    .getByRole('button')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));

test('a visitor on home sees the banners rotate every 5 seconds', async ({ page }) => {
  const start = await installClock(page);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Featured offers' });
  await expect(strip).toBeVisible();
  const dots = strip.getByRole('group', { name: 'Choose a banner' }).getByRole('button');
  await expect(dots).toHaveCount(3);
  await pauseClock(page, start);
  const first = await activeDotIndex(page);
  // A dot click gives its banner the full 5 s: the rotation goes on from there.
  const chosen = (first + 1) % 3;
  await dots.nth(chosen).click();
  await expect(dots.nth(chosen)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(4_999);
  await expect(dots.nth(chosen)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1);
  await expect(dots.nth((chosen + 1) % 3)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5_000);
  await expect(dots.nth((chosen + 2) % 3)).toHaveAttribute('aria-current', 'true');
});

test('a route banner leads to its route', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Featured offers' });
  await strip.getByRole('button', { name: 'Show banner 2: Get the app' }).click();
  await strip.getByRole('link', { name: 'Get the app' }).click();
  await expect(page).toHaveURL(/\/down$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
});

test('a game banner asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Featured offers' });
  await strip.getByRole('button', { name: 'Show banner 3: Slot jackpots' }).click();
  await strip.getByRole('button', { name: /^Slot jackpots\./ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the strip follows the route: one banner without dots on /live, none on /fish', async ({
  page,
}) => {
  await page.goto('/live');
  const strip = page.getByRole('region', { name: 'Featured offers' });
  await expect(strip.getByRole('img', { name: 'Live dealer tables' })).toBeVisible();
  await expect(strip.getByRole('button')).toHaveCount(0);
  await page.goto('/fish');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toHaveCount(0);
});

test('the jackpot under the home banner grows digit by digit with the currency symbol', async ({
  page,
}) => {
  const start = await installClock(page);
  await page.goto('/');
  const jackpot = page.getByRole('region', { name: 'Progressive jackpot' });
  await expect(jackpot).toBeVisible();
  // Paused on a tick boundary: the next step is exactly 3 s away.
  await pauseClock(page, start);
  const value = jackpot.getByTestId('jackpot-value').locator('.visually-hidden');
  await expect(value).toHaveText(/^P[\d,]+\.\d{2}$/);
  const amount = async () => Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
  const before = await amount();
  await page.clock.runFor(2_999);
  expect(await amount()).toBe(before);
  await page.clock.runFor(1);
  await expect.poll(amount).toBeCloseTo(before + 165.11, 2);
  await page.clock.runFor(3_000);
  await expect.poll(amount).toBeCloseTo(before + 2 * 165.11, 2);
});

test('a footer help topic opens the help dialog at that topic', async ({ page }, testInfo) => {
  await page.goto('/');
  const help = page.getByRole('navigation', { name: 'Help centre' });
  await help.getByRole('button', { name: 'How do I withdraw?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'How do I withdraw?' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tabpanel')).toContainText('payment password');
  // Keyboard: the arrows move between topics.
  await dialog.getByRole('tab', { name: 'How do I withdraw?' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('tab', { name: 'Moving money between wallets' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await testInfo.attach('help-dialog', { body: await page.screenshot(), contentType: 'image/png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the footer shows vendor logos, licences, badges and the copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('region', { name: 'Game providers' }).getByRole('img', { name: 'PG Soft' }),
  ).toBeVisible();
  await footer.getByRole('button', { name: 'Pause logos' }).click();
  await expect(footer.getByRole('button', { name: 'Play logos' })).toBeVisible();
  for (const licence of [
    'Malta Gaming Authority',
    'British Virgin Islands Financial Services Commission',
    'Philippine Amusement and Gaming Corporation',
  ]) {
    await expect(footer.getByText(licence)).toBeVisible();
  }
  await expect(footer.getByText('© 2024 Royal Play. All rights reserved.')).toBeVisible();
});

test('the side menu opens customer service in a 440x750 pop-up at the decrypted chat address', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByRole('complementary', { name: 'Customer service' });
  await expect(menu.getByRole('button')).toHaveCount(3);
  const popupPromise = page.waitForEvent('popup');
  await menu.getByRole('button', { name: 'Live chat' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox\/chat\?cs=LIVECHAT/);
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
});

test('the production build carries no dev sandbox panel, and has the console at /sandbox', async ({
  page,
}) => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const assets = join(dist, 'assets');
  const builtCode = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  expect(builtCode.length).toBeGreaterThan(0);
  for (const name of builtCode) {
    const text = readFileSync(join(assets, name), 'utf8');
    expect(text, name).not.toContain('data-dev-sandbox-panel');
    expect(text, name).not.toContain('sandbox-panel__');
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sandbox', exact: true })).toHaveCount(0);
  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();
});

test('the help pages: /help inside the frame, /helpmc bare, each topic linkable', async ({
  page,
}, testInfo) => {
  await page.goto('/help?topic=deposit');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'How do I deposit?' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'How do I deposit?' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).not.toHaveURL(/topic=deposit/);

  await page.goto('/helpmc');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await testInfo.attach('helpmc', { body: await page.screenshot(), contentType: 'image/png' });
});
