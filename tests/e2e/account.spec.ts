import { expect, test, type Page } from './support/test';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { signInAs, signInAsFreshMember } from './support/sandbox';

/** The member centre's My account (securityCenter) and VIP levels (playerRank) pages. */

function centre(page: Page) {
  return page.getByRole('dialog', { name: 'Member centre' });
}

async function openMyAccountFromProfileMenu(page: Page, account: string) {
  await page.getByRole('button', { name: new RegExp(`^${account}: account menu`) }).click();
  await page.getByRole('menuitem', { name: 'Security centre' }).click();
  const profile = centre(page).getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('button', { name: 'Save profile' })).toBeVisible();
  return profile;
}

test('a fresh member edits the profile and finds it saved after reopening the centre', async ({
  page,
  request,
}) => {
  const member = await signInAsFreshMember(page, request, 'acct');
  await page.goto('/');
  let profile = await openMyAccountFromProfileMenu(page, member.username);
  await expect(centre(page).getByRole('region', { name: 'Account details' })).toContainText(
    member.username,
  );
  await profile.getByLabel('Occupation').fill('Engineer');
  await profile.getByLabel('Telegram username').fill('lucky_tg');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');

  await centre(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(centre(page)).toHaveCount(0);
  profile = await openMyAccountFromProfileMenu(page, member.username);
  await expect(profile.getByLabel('Occupation')).toHaveValue('Engineer');
  await expect(profile.getByLabel('Telegram username')).toHaveValue('lucky_tg');

  // From the server, not a cache: a reload (the address keeps the page) reads it again.
  await page.reload();
  await expect(
    centre(page).getByRole('region', { name: 'Profile' }).getByLabel('Occupation'),
  ).toHaveValue('Engineer');
});

test('a fresh member sets a payment password with the login password', async ({
  page,
  request,
}) => {
  const member = await signInAsFreshMember(page, request, 'acct');
  await page.goto('/?mc=securityCenter');
  const security = centre(page).getByRole('region', { name: 'Security' });
  await expect(security).toContainText('Not set yet');
  await security.getByLabel(/^Login password/).fill(member.password);
  await security.getByLabel(/^New payment password/).fill('246810');
  await security.getByLabel(/^Confirm new payment password/).fill('246801');
  await security.getByRole('button', { name: 'Set payment password' }).click();
  await expect(security.getByText('The confirmation does not match')).toBeVisible();

  await security.getByLabel(/^Confirm new payment password/).fill('246810');
  await security.getByRole('button', { name: 'Set payment password' }).click();
  await expect(security.getByRole('status')).toHaveText('Your payment password is set.');
  await expect(security).toContainText('Set. Withdrawals');
  await expect(security.getByLabel(/^Current payment password/)).toBeVisible();
  await expect(security.getByRole('button', { name: 'Change payment password' })).toBeVisible();
});

test('the login password changes in the change-password dialog, over the centre', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=securityCenter');
  const security = centre(page).getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Change login password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  // The dialog on top holds the focus, on its first field; Escape closes it alone, the centre
  // stays and the focus is back on the button that opened it.
  await expect(dialog.getByLabel(/^Current password/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(centre(page)).toBeVisible();
  await expect(security.getByRole('button', { name: 'Change login password' })).toBeFocused();
});

test('My account and VIP levels have no serious axe violations (light and dark)', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=securityCenter');
  await expect(centre(page).getByRole('region', { name: 'Profile' })).toBeVisible();
  await expect(centre(page).getByRole('region', { name: 'Account details' })).toContainText(
    'Silver',
  );
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });

  await centre(page)
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('button', { name: 'VIP levels' })
    .click();
  await expect(page).toHaveURL(/[?&]mc=playerRank/);
  const current = centre(page).getByRole('region', { name: 'Your level' });
  await expect(current.getByRole('progressbar', { name: 'Next level: Gold' })).toBeVisible();
  await expect(centre(page).getByRole('table', { name: 'All levels' })).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
});

test('both pages fit a 390 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=securityCenter');
  const profile = centre(page).getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Save profile' }).scrollIntoViewIfNeeded();
  await expect(profile.getByRole('button', { name: 'Save profile' })).toBeInViewport();
  const overflow = () =>
    page.evaluate(() => {
      const page = document.querySelector('.centre__page');
      return page ? page.scrollWidth - page.clientWidth : -1;
    });
  expect(await overflow()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/?mc=playerRank');
  const levels = centre(page).getByRole('region', { name: 'All levels' });
  await expect(levels.getByRole('table', { name: 'All levels' })).toBeVisible();
  // The wide table scrolls inside its own box (focusable for the keyboard), not the page.
  expect(await overflow()).toBe(0);
  await levels.focus();
  await expect(levels).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
