import { expect, test } from '../support/test';
import { skipPopupNotices } from '../support/notices';

/**
 * `npm run dev` with no server: the mock in the page draws the same pictures as the sandbox server,
 * from the catalogue it holds (a game tile carries its game's title, a banner its headline).
 */

test.describe.configure({ timeout: 90_000 });

test('the mock in the page draws game tiles and banners from its own catalogue', async ({
  page,
}) => {
  await skipPopupNotices(page);
  await page.goto('/');
  await page.waitForFunction(() => 'then' in (window.__sandboxMock ?? {}));
  await page.evaluate(async () => {
    await window.__sandboxMock;
  });
  const card = page
    .getByRole('region', { name: 'Hot games' })
    .getByRole('tabpanel')
    .locator('[data-game-card]')
    .first();
  // The dev server compiles the lanes on their first visit, slowly on a busy machine.
  await expect(card).toBeVisible({ timeout: 60_000 });
  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  const image = card.locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).origin).toBe(new URL(page.url()).origin);

  // Fetched from the page, the service worker answers as it answered the image.
  const picture = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { type: answer.headers.get('content-type'), svg: await answer.text() };
  }, src);
  expect(picture.type).toMatch(/^image\/svg\+xml/);
  const escapedName = name.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  expect(picture.svg).toContain(`aria-label="${escapedName} (`);

  const banner = page
    .getByRole('region', { name: 'Featured offers' })
    .locator('.banner-strip__slide--active img');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});
