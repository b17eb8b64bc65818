import { expect, test, type Page } from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { freshMobile, freshUsername } from '../../fixtures/new-player';
import { latestCode } from './support/sandbox';

/**
 * Registration (issue 4): the fields the server validators enable, a server refusal shown on its
 * field, the invitation-code check, and a successful registration that signs the member in.
 */

async function openRegister(page: Page, path = '/') {
  await page.goto(path);
  if (path === '/')
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('tab', { name: 'Username' })).toBeVisible();
  return dialog;
}

const input = (dialog: ReturnType<Page['getByRole']>, label: string) =>
  dialog.locator('input').and(dialog.getByLabel(new RegExp(`^${label}`)));

test('the registration dialog has no serious accessibility problems (light and dark)', async ({
  page,
}, testInfo) => {
  const dialog = await openRegister(page);
  await expect(input(dialog, 'Username')).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('register-dialog-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(input(dialog, 'Username')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('register-dialog-errors-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(input(dialog, 'Mobile number')).toBeVisible();
  await expect(input(dialog, 'Username')).toHaveCount(0);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('register-dialog-mobile-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

test('a refused field shows the server reason on it; corrected, the member is registered and signed in', async ({
  page,
  request,
}) => {
  const dialog = await openRegister(page, '/register');
  const username = freshUsername();
  await input(dialog, 'Username').fill(username);
  await input(dialog, 'Password').fill('pass1234');
  await input(dialog, 'Confirm password').fill('pass1234');
  // demosms already owns this number.
  await input(dialog, 'Mobile number').fill('9171234567');
  await input(dialog, 'SMS code').fill('000000');
  await dialog.getByRole('checkbox', { name: /at least 18 years old/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('This mobile number is already registered.')).toBeVisible();
  await expect(input(dialog, 'Mobile number')).toHaveAttribute('aria-invalid', 'true');

  const mobile = freshMobile();
  await input(dialog, 'Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await input(dialog, 'SMS code').fill(await latestCode(request, `+63${mobile}`));
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${username}: account menu`) }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});

test('an invalid invitation code is refused with a warning before anything is sent', async ({
  page,
}) => {
  const dialog = await openRegister(page);
  await input(dialog, 'Username').fill('invitetest01');
  await input(dialog, 'Password').fill('pass1234');
  await input(dialog, 'Confirm password').fill('pass1234');
  await input(dialog, 'Mobile number').fill(freshMobile());
  await input(dialog, 'SMS code').fill('000000');
  await input(dialog, 'Invitation code').fill('NOSUCHCODE');
  await dialog.getByRole('checkbox', { name: /at least 18 years old/ }).check();
  let registered = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/member/register') registered = true;
  });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const warning = page.getByRole('dialog', { name: 'Notice' });
  await expect(warning).toContainText('Invalid invitation code.');
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(warning).toHaveCount(0);
  await expect(input(dialog, 'Invitation code')).toHaveAttribute('aria-invalid', 'true');
  expect(registered).toBe(false);
});

test('an accepted invitation code from the URL hides its field', async ({ page }) => {
  const dialog = await openRegister(page, '/register?affiliateCode=DEMOAGENT');
  await expect(dialog.getByText(/You were invited by/)).toBeVisible();
  await expect(input(dialog, 'Invitation code')).toHaveCount(0);
});
