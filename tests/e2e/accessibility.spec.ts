import { expect, test, type Page } from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { cutFocusRings } from './support/focus-rings';

/** Home in both themes: no serious axe violations, and screenshots to look at (issue 4). */

async function openHome(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured offers' }).getByRole('img').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game providers' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Help centre' }).getByRole('button').first(),
  ).toBeVisible();
}

test('home has no serious accessibility violations (light and dark)', async ({
  page,
}, testInfo) => {
  await openHome(page);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('home-dark', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test('the help dialog has no serious accessibility violations (light and dark) and shows its focus rings whole', async ({
  page,
}, testInfo) => {
  await openHome(page);
  await page
    .getByRole('navigation', { name: 'Help centre' })
    .getByRole('button', { name: 'How do I deposit?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog.getByRole('tabpanel')).toContainText('choose a channel');
  expect(await cutFocusRings(page, '[role=dialog]')).toEqual([]);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('help-dialog-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});
