import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';

/** Home in both themes: no serious axe violations, and screenshots to look at (issue 4). */

async function openHomeIn(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(
    page.getByRole('region', { name: 'Featured offers' }).getByRole('img').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game providers' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Help centre' }).getByRole('button').first(),
  ).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test(`home has no serious accessibility violations (${theme})`, async ({ page }, testInfo) => {
    await openHomeIn(page, theme);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await testInfo.attach(`home-${theme}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  test(`the help dialog has no serious accessibility violations (${theme})`, async ({
    page,
  }, testInfo) => {
    await openHomeIn(page, theme);
    await page
      .getByRole('navigation', { name: 'Help centre' })
      .getByRole('button', { name: 'How do I deposit?' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Help centre' });
    await expect(dialog.getByRole('tabpanel')).toContainText('choose a channel');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await testInfo.attach(`help-dialog-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}
