import { expect, test, type Page } from './support/test';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { installClock } from './support/clock';
import { signInAsFreshMember } from './support/sandbox';
import { skipPopupNotices } from './support/notices';

/**
 * Responsible gaming (decision 015): the member centre's page (deposit limits, reality check,
 * time-out and self-exclusion), the app-wide reality check and the header's session clock, each
 * with a fresh member of its own.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const protectionPage = (page: Page) =>
  centre(page).getByRole('region', { name: 'Responsible gaming' });

test('the page opens from the member centre menu and has no serious axe violation (light and dark)', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'prot');
  await page.goto('/?mc=securityCenter');
  await centre(page)
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('button', { name: 'Responsible gaming' })
    .click();
  await expect(page).toHaveURL(/\?mc=playerProtection$/);
  const region = protectionPage(page);
  await expect(region.getByRole('textbox', { name: 'Daily limit (24 hours)' })).toBeVisible();
  await expect(region.getByRole('combobox', { name: 'Remind me' })).toHaveValue('0');
  await expect(region.getByRole('radio', { name: '24 hours' })).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });

  // The confirmation step too.
  await region.getByRole('radio', { name: '30 days' }).check();
  await region.getByLabel(/^Your password/).fill('anything');
  await region.getByRole('button', { name: 'Continue' }).click();
  await expect(region.getByRole('heading', { name: 'Are you sure?' })).toBeFocused();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
});

test('a deposit over the daily limit is refused on the deposit page; one within it counts', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'lim');
  await page.goto('/?mc=playerProtection');
  const region = protectionPage(page);
  const day = region.getByRole('textbox', { name: 'Daily limit (24 hours)' });
  await day.fill('100');
  await region.getByRole('button', { name: 'Save limits' }).click();
  await expect(region.getByRole('status').first()).toHaveText('Your deposit limits are saved.');
  await expect(day).toHaveAccessibleDescription('Deposited P0.00, P100.00 left.');

  // The member deposits as a member does: on the deposit page.
  await page.goto('/?mc=depositv2');
  const deposit = centre(page).getByRole('region', { name: 'Deposit', exact: true });
  const recent = deposit.getByRole('region', { name: 'Recent deposits' });
  const amount = deposit.getByRole('textbox', { name: /Amount/ });
  await deposit.getByRole('combobox', { name: 'Payment channel' }).selectOption({ label: 'GCash' });
  await amount.fill('150');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  // The refusal blames the amount, in the catalogue's words.
  await expect(amount).toHaveAccessibleDescription(
    /This deposit would take you over your deposit limit\. Enter a smaller amount, or check your limits under Responsible gaming\./,
  );
  await expect(amount).toBeFocused();
  await expect(deposit.getByRole('status', { name: 'Deposit requested' })).toHaveCount(0);
  // Nothing was made: a fresh load of the list still has no deposit.
  await page.reload();
  await expect(recent).toContainText('You have no deposits on these days.');

  await deposit.getByRole('combobox', { name: 'Payment channel' }).selectOption({ label: 'GCash' });
  await amount.fill('60');
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('status', { name: 'Deposit requested' })).toContainText(
    /of P60\.00 is pending/,
  );
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('listitem').first()).toContainText('P60.00');

  await page.goto('/?mc=playerProtection');
  await expect(
    protectionPage(page).getByRole('textbox', { name: 'Daily limit (24 hours)' }),
  ).toHaveAccessibleDescription('Deposited P60.00, P40.00 left.');
});

test('the reality check appears after the interval, with the session clock in the header', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await installClock(page);
  await signInAsFreshMember(page, request, 'rc');
  await page.goto('/?mc=playerProtection');
  const region = protectionPage(page);
  await region
    .getByRole('combobox', { name: 'Remind me' })
    .selectOption({ label: 'Every 15 minutes' });
  await region.getByRole('button', { name: 'Save reminder' }).click();
  await expect(region.getByText('Saved: a reminder every 15 minutes.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre(page)).toHaveCount(0);

  const clock = page.getByRole('banner').getByTestId('session-clock');
  await expect(clock).toHaveText(/^Time since login: 0:0\d$/);
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);

  await page.clock.fastForward('16:00');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Net result')).toBeVisible();
  await expect(check.getByText('0 bets since you logged in')).toBeVisible();
  await expect(clock).toHaveText(/^Time since login: 0:1[67]$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await check.getByRole('button', { name: 'View betting record' }).click();
  await expect(check).toHaveCount(0);
  await expect(page).toHaveURL(/\?mc=personalHistoryCopy$/);
});

test('self-exclusion signs out at once, and the next login is refused with its end time', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  const member = await signInAsFreshMember(page, request, 'excl');
  await page.goto('/?mc=playerProtection');
  const region = protectionPage(page);
  await region
    .getByRole('group', { name: 'Self-exclusion' })
    .getByRole('radio', { name: '1 year' })
    .check();
  await region.getByLabel(/^Your password/).fill(member.password);
  await region.getByRole('button', { name: 'Continue' }).click();
  await expect(region.getByRole('group', { name: 'Are you sure?' })).toContainText(
    'You will be logged out at once and cannot log in until it ends. It cannot be undone or shortened.',
  );
  await region.getByRole('button', { name: 'Start the self-exclusion' }).click();

  const year = String(new Date().getUTCFullYear() + 1);
  const notice = page.getByTestId('warning-dialog');
  await expect(notice).toContainText(
    'Your self-exclusion has started and you have been logged out. You can log in again after',
  );
  await expect(notice).toContainText(year);
  await expect(centre(page)).toHaveCount(0);
  // Signed out, not asked to log in again on top of the notice.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await notice.getByRole('button', { name: 'Confirm' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: /^Username/ }).fill(member.username);
  await login.getByLabel(/^Password/).fill(member.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  const refusal = login.getByRole('alert');
  await expect(refusal).toContainText('This account is self-excluded until');
  await expect(refusal).toContainText(year);
  await expect(refusal).toContainText('You can log in again after that.');
});

test('on a phone the page fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'phone');
  await page.goto('/?mc=playerProtection');
  const region = protectionPage(page);
  await expect(region.getByRole('button', { name: 'Save limits' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const inner = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(inner).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
