import type { APIRequestContext, Page } from '@playwright/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { placeBet, signInAsFreshAgent } from './support/agents';
import { expect, test } from './support/test';

/**
 * The points mall (`/pointMall`, PTSYS3), each test with a fresh player of its own whose points come
 * from one settled bet (1 point per 1.00 of valid bet): 3,000 points, 3,000.00 in the main wallet
 * after the bet (a win: a push would count no valid bet), payment password 246810.
 */
const paymentPassword = '246810';

async function freshPlayerWithPoints(page: Page, request: APIRequestContext) {
  const member = await signInAsFreshAgent(page, request, {
    type: 0,
    prefix: 'pts',
    balance: 3_000,
    paymentPassword,
  });
  await placeBet(request, { account: member.account, stake: 3_000, payout: 6_000 });
  return member;
}

const pointsBalance = (page: Page) => page.getByTestId('points-balance');

test('the Points item opens the mall: redeem a reward, see it in the history, convert points', async ({
  page,
  request,
}) => {
  const member = await freshPlayerWithPoints(page, request);
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${member.account}: account menu`) }).click();
  await page.getByRole('menuitem', { name: 'Points' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(pointsBalance(page)).toHaveText('3,000');
  await expect(page.getByText('Points never expire.')).toBeVisible();

  const rewards = page.getByRole('list', { name: 'Rewards' });
  await expect(rewards.getByRole('button', { name: 'Redeem Sports water bottle' })).toBeDisabled();
  await rewards.getByRole('button', { name: 'Redeem Free spins voucher (20 spins)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Free spins voucher (20 spins)' });
  await expect(dialog.getByText('Points needed: 1,500 (you have 3,000)')).toBeVisible();
  await dialog.getByLabel(/Payment password/).fill('000000');
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(dialog.getByText('The payment password is wrong.')).toBeVisible();
  await dialog.getByLabel(/Payment password/).fill(paymentPassword);
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText(/Redeemed: reference PR\w+, 1,500 points taken\./);
  const reference = /reference (PR\w+)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  await dialog.getByRole('button', { name: 'Back to the rewards' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pointsBalance(page)).toHaveText('1,500');

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page).toHaveURL(/\/pointMall\?tab=history$/);
  const first = page.getByRole('list', { name: 'Redeem history' }).getByRole('listitem').first();
  await expect(first).toContainText('Free spins voucher (20 spins)');
  await expect(first).toContainText(`Ref. ${reference}`);
  await expect(first).toContainText('Processing');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Redeem history' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('tab', { name: 'Convert' }).click();
  await page.getByLabel(/Points to convert/).fill('1000');
  await expect(page.getByTestId('convert-amount')).toHaveText('You receive P10.00');
  await page.getByLabel(/Payment password/).fill(paymentPassword);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(
    page.getByText('1,000 points converted: P10.00 added to your main wallet. Points left: 500.'),
  ).toBeVisible();
  await expect(pointsBalance(page)).toHaveText('500');
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('P6,010.00');

  await page.getByRole('tab', { name: 'Points details' }).click();
  const lines = page.getByRole('list', { name: 'Points details' }).getByRole('listitem');
  await expect(lines.first()).toContainText('Converted to money');
  await expect(lines.first()).toContainText('\u22121,000');
  await expect(lines.last()).toContainText('+3,000');

  await page.goBack();
  await expect(page).toHaveURL(/\/pointMall\?tab=convert$/);
});

test('the points mall has no serious accessibility violations and fits 390 px (light and dark)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshPlayerWithPoints(page, request);
  await page.goto('/pointMall');
  await expect(page.getByRole('list', { name: 'Rewards' })).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBe(0);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });

  await page.getByRole('button', { name: 'Redeem Bonus 100' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Bonus 100' });
  await dialog.getByLabel(/Payment password/).fill(paymentPassword);
  await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(dialog.getByLabel(/Zalo number ID/)).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  for (const tab of ['Convert', 'Redeem history', 'Points details']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await overflow()).toBe(0);
    expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  }
});

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(page.getByText(/Log in to see your points/)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
