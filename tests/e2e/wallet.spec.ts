import { expect, test, type Page } from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { signInAsFreshMember } from './support/sandbox';
import { setFirstPaymentPassword } from './support/wallet';

/**
 * The member centre's wallet pages (section 2: transferFund, depositv2, withdraw), each test with a
 * fresh member of its own. What needs the sandbox clock (an approved deposit to move, a paid
 * withdrawal to confirm) is in switches/wallet-clock.spec.ts.
 */

function centre(page: Page) {
  return page.getByRole('dialog', { name: 'Member centre' });
}

async function openCentrePage(page: Page, key: string, title: string) {
  await page.goto(`/?mc=${key}`);
  const region = centre(page).getByRole('region', { name: title, exact: true });
  await expect(region).toBeVisible();
  return region;
}

test('a deposit asked for from the profile menu shows pending in the recent deposits', async ({
  page,
  request,
}) => {
  const member = await signInAsFreshMember(page, request, 'dep');
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${member.username}: account menu`) }).click();
  await page.getByRole('menuitem', { name: 'Deposit' }).click();
  const deposit = centre(page).getByRole('region', { name: 'Deposit', exact: true });
  await expect(deposit.getByRole('region', { name: 'Recent deposits' })).toContainText(
    'You have no deposits on these days.',
  );

  await deposit.getByRole('combobox', { name: 'Payment channel' }).selectOption({ label: 'GCash' });
  await deposit.getByRole('textbox', { name: /Amount/ }).fill('10');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByText(/The amount must be at least P/)).toBeVisible();

  await deposit.getByRole('textbox', { name: /Amount/ }).fill('1,250.50');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('status', { name: 'Deposit requested' })).toContainText(
    /Deposit DP\w+ of P1,250\.50 is pending/,
  );
  await expect(deposit.getByRole('link', { name: 'Complete the payment' })).toBeVisible();
  const first = deposit
    .getByRole('region', { name: 'Recent deposits' })
    .getByRole('listitem')
    .first();
  await expect(first).toContainText('P1,250.50');
  await expect(first).toContainText('Pending');
  await expect(first).toContainText('GCash');
});

test('without a payment password the withdraw page says so and leads to the security centre', async ({
  page,
  request,
}) => {
  await signInAsFreshMember(page, request, 'nopw');
  const withdraw = await openCentrePage(page, 'withdraw', 'Withdraw');
  await expect(withdraw).toContainText('you have not set one yet');
  await expect(withdraw.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  await withdraw.getByRole('button', { name: 'Set a payment password' }).click();
  await expect(page).toHaveURL(/[?&]mc=securityCenter/);
});

test('the wallet pages have no serious accessibility violations (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  const member = await signInAsFreshMember(page, request, 'axe');
  await setFirstPaymentPassword(request, member, '246810');

  const wallet = await openCentrePage(page, 'transferFund', 'Wallet');
  await expect(wallet.getByRole('table', { name: 'Game wallets' })).toBeVisible();
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByText('Enter an amount.')).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('wallet-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await centre(page).getByRole('button', { name: 'Deposit' }).click();
  const deposit = centre(page).getByRole('region', { name: 'Deposit', exact: true });
  await expect(deposit.getByRole('combobox', { name: 'Payment channel' })).toBeVisible();
  await expect(deposit.getByText('You have no deposits on these days.')).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('deposit-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await centre(page).getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = centre(page).getByRole('region', { name: 'Withdraw', exact: true });
  await expect(withdraw.getByLabel('Payment password')).toBeVisible();
  await expect(withdraw.getByText('You have no withdrawals on these days.')).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('withdraw-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

test('at 390 px the wallet pages fit the screen and their forms work', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsFreshMember(page, request, 'narrow');
  for (const [key, title] of [
    ['transferFund', 'Wallet'],
    ['depositv2', 'Deposit'],
    ['withdraw', 'Withdraw'],
  ] as const) {
    const region = await openCentrePage(page, key, title);
    await expect(region.getByRole('button').first()).toBeVisible();
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, `${key} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  const withdraw = centre(page).getByRole('region', { name: 'Withdraw', exact: true });
  await withdraw.getByRole('button', { name: 'Set a payment password' }).click();
  await expect(page).toHaveURL(/mc=securityCenter/);
});
