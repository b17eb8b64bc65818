import { expect, test } from '../support/test';
import { setFeatureFlags } from '../support/sandbox';

/** The forced-login guard (section 2): with FORCELOGIN3 on, a visitor is sent to /login. */

test.afterEach(async ({ request }) => {
  await setFeatureFlags(request, { FORCELOGIN3: false });
});

test('with FORCELOGIN3 on, a visitor opening /rng lands on /login with the login dialog', async ({
  page,
  request,
}) => {
  await setFeatureFlags(request, { FORCELOGIN3: true });
  await page.goto('/rng');
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();

  // /register stays open to visitors.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();

  // Signing in from /login goes home, and the guard lets the member through.
  await page.goto('/login');
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demosubplayer');
  await dialog.getByLabel(/^Password/).fill('demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/rng');
  await expect(page).toHaveURL(/\/rng$/);
});

test('with FORCELOGIN3 off, a visitor stays on /rng', async ({ page, request }) => {
  await setFeatureFlags(request, { FORCELOGIN3: false });
  await page.goto('/rng');
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
});
