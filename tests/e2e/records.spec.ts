import type { Page } from '@playwright/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { signInAs } from './support/sandbox';
import { expect, test } from './support/test';

/**
 * The member records (issue: betting record, account record, profit/loss, bonus details) as the
 * seeded demoplayer sees them: reading only, so the shared demo account is fine.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function shownCount(page: Page): Promise<number> {
  const text = await centre(page)
    .getByText(/^\d+ records?$/)
    .textContent();
  return Number((text ?? '').split(' ')[0]);
}

test('demoplayer opens the betting record, widens it with a preset and pages', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoplayer');
  await page.goto('/');
  await page.getByRole('button', { name: /^demoplayer: account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Betting record' }).click();
  await expect(page).toHaveURL(/[?&]mc=personalHistoryCopy/);
  const dialog = centre(page);
  await expect(dialog.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const bets = dialog.getByRole('table', { name: 'Bets' });
  await expect(bets).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const week = await shownCount(page);
  expect(week).toBeGreaterThan(0);
  await expect(bets.getByRole('cell').first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Previous 30 days' }).click();
  await expect(dialog.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => shownCount(page)).toBeGreaterThan(Math.max(week, 10));
  await expect(bets.locator('tbody tr')).toHaveCount(10);
  const firstPage = await bets.locator('tbody tr').first().textContent();

  const pages = dialog.getByRole('navigation', { name: 'Betting record pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bets.locator('tbody tr').first()).not.toHaveText(firstPage ?? '');
});

test('a range longer than the records take is refused in the page, without asking', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=transactionHistory');
  const dialog = centre(page);
  await expect(dialog.getByRole('table', { name: 'Transactions' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/member/transactions')) asked.push(r.url());
  });
  await dialog.getByLabel('From').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at most 91 days.');
  await expect(dialog.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  expect(asked).toEqual([]);
});

test('profit and loss shows the totals, the trend of the days and the game types', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=personalProfit');
  const dialog = centre(page);
  await expect(dialog.getByRole('img', { name: /^Profit per day From / })).toBeVisible();
  await expect(dialog.getByRole('img').locator('rect')).toHaveCount(7);
  await expect(dialog.getByRole('table', { name: 'By game type' })).toBeVisible();
  await expect(dialog.getByRole('definition').last()).toHaveText(/^[+-]?P[\d,]+\.\d{2}$/);
  await dialog.getByText('Show the days as a table').click();
  await expect(
    dialog.getByRole('region', { name: 'Profit per day' }).locator('tbody tr'),
  ).toHaveCount(7);
});

const pages = [
  { key: 'personalHistoryCopy', ready: { role: 'table', name: 'Bets' } },
  { key: 'transactionHistory', ready: { role: 'table', name: 'Transactions' } },
  { key: 'personalProfit', ready: { role: 'img', name: /^Profit per day/ } },
  { key: 'bonusDetails', ready: { role: 'table', name: 'Bonuses' } },
] as const;

test('the four record pages have no serious accessibility violations (light and dark)', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoplayer');
  for (const { key, ready } of pages) {
    await page.goto(`/?mc=${key}`);
    const dialog = centre(page);
    if (key === 'bonusDetails')
      await dialog.getByRole('button', { name: 'Previous 30 days' }).click();
    await expect(dialog.getByRole(ready.role, { name: ready.name })).toBeVisible();
    expect(await seriousAxeViolationsByTheme(page), key).toEqual({ light: [], dark: [] });
  }
});

test('on a phone the records scroll inside their own box, never the page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'demoplayer');
  for (const key of ['personalHistoryCopy', 'personalProfit'] as const) {
    await page.goto(`/?mc=${key}`);
    const dialog = centre(page);
    const table =
      key === 'personalProfit'
        ? dialog.getByRole('table', { name: 'By game type' })
        : dialog.getByRole('table', { name: 'Bets' });
    await expect(table).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page, key).toBeLessThanOrEqual(widths.view);
    const box = table.locator('xpath=..');
    expect(
      await box.evaluate((el) => el.scrollWidth > el.clientWidth),
      `${key}: the table scrolls in its box`,
    ).toBe(true);
  }
});
