import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { scrollAndSettle } from './support/clock';
import { skipPopupNotices } from './support/notices';

/**
 * The sandbox's pictures (issue 16, part 5): banners say what their alternative text says, game
 * tiles carry their game's title, vendor and a motif. Screenshots of home, the slot lobby and a
 * phone's home are attached to the report for a look.
 */

/** The attribute text of a name as the picture writes it (escaped like the SVG escapes it). */
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function loaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** The picture behind an image, fetched as the browser fetched it. */
async function pictureOf(request: APIRequestContext, image: Locator) {
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const answer = await request.get(src);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(answer.headers()['cache-control']).toMatch(/max-age=\d+/);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  const svg = await answer.text();
  expect(svg.length).toBeLessThan(6 * 1024);
  expect(svg).not.toMatch(/<script|href=|url\((?!#)/i);
  return svg;
}

async function revealImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollAndSettle(page, y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('main .lazy-image[data-state="loading"]')).toHaveCount(0);
}

test('home: the banner says its headline, the hot games carry their titles', async ({
  page,
  request,
}, testInfo) => {
  await skipPopupNotices(page);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Featured offers' });
  await expect(strip).toBeVisible();

  // The first slide's image, whichever slide the rotation shows: its words and its picture.
  const banner = strip.getByTestId('banner-slide').first().locator('img');
  await loaded(banner);
  const alt = (await banner.getAttribute('alt')) ?? '';
  expect(alt).toMatch(/^[^.]+\. .+/);
  const bannerSvg = await pictureOf(request, banner);
  expect(bannerSvg).toContain(`aria-label="${escaped(alt)}"`);
  expect(bannerSvg).toContain('viewBox="0 0 1200 400"');

  const hot = page.getByRole('region', { name: 'Hot games' });
  const cards = hot.getByRole('tabpanel').locator('[data-game-card]');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    const card = cards.nth(i);
    const name = (await card.locator('.game-card__name').textContent()) ?? '';
    const image = card.locator('img');
    await loaded(image);
    expect(await pictureOf(request, image)).toContain(`aria-label="${escaped(name)} (`);
  }

  await revealImages(page);
  const path = testInfo.outputPath('sandbox-art-home.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('sandbox-art-home', { path, contentType: 'image/png' });
});

test('the slot lobby: every tile drawn with its own title, sent to the browser as WebP', async ({
  page,
  request,
}, testInfo) => {
  await skipPopupNotices(page);
  // The tiles as the browser got them: WebP (a picture decoded off the main thread), varying by Accept.
  const tiles: { type: string; vary: string }[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/sandbox/img/game-') && answer.status() === 200) {
      tiles.push({
        type: answer.headers()['content-type'] ?? '',
        vary: answer.headers().vary ?? '',
      });
    }
  });
  await page.goto('/rng');
  const cards = page.getByRole('list', { name: 'Games' }).locator('[data-game-card]');
  await expect(cards.first()).toBeVisible();
  const pictures = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    const card = cards.nth(i);
    const name = (await card.locator('.game-card__name').textContent()) ?? '';
    const image = card.locator('img');
    await loaded(image);
    const svg = await pictureOf(request, image);
    expect(svg).toContain(`aria-label="${escaped(name)} (`);
    pictures.add(svg);
  }
  expect(pictures.size).toBe(6);
  expect(tiles.length).toBeGreaterThanOrEqual(6);
  for (const tile of tiles)
    expect(tile).toEqual({ type: 'image/webp', vary: expect.stringMatching(/accept/i) });

  await revealImages(page);
  await cards.first().scrollIntoViewIfNeeded();
  const path = testInfo.outputPath('sandbox-art-slot-lobby.png');
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach('sandbox-art-slot-lobby', { path, contentType: 'image/png' });
});

test('a phone (390 px) shows the banner and tiles whole', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopupNotices(page);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Featured offers' });
  await expect(strip).toBeVisible();
  // The first slide's image, whichever slide the rotation shows: its words and its picture.
  const banner = strip.getByTestId('banner-slide').first().locator('img');
  await loaded(banner);
  const box = await banner.boundingBox();
  expect(box && Math.round(box.width / box.height)).toBe(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const path = testInfo.outputPath('sandbox-art-phone-home.png');
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach('sandbox-art-phone-home', { path, contentType: 'image/png' });
});
