import { expect, test, type Page } from '../support/test';
import { resetSandbox } from '../support/sandbox';

/**
 * Issue 16 from the console alone: a scenario applied to the root sandbox, then an isolated sandbox
 * behind a link of its own, where the portal signs in against that sandbox's state only. Applying
 * a scenario resets the root sandbox, so this runs with the switches, one at a time.
 */

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

test('a scenario and an isolated sandbox from the console; the sandbox sees only its own state', async ({
  page,
  context,
}) => {
  await page.goto('/sandbox');
  await page.getByRole('button', { name: 'Apply new-player' }).click();
  const applied = page.getByText(/^new-player applied\. Sign in as (\w+) with password (\w+)\.$/);
  await expect(applied).toBeVisible();
  const [, member = '', password = ''] =
    /Sign in as (\w+) with password (\w+)/.exec((await applied.textContent()) ?? '') ?? [];

  // An isolated sandbox from the seed: the scenario's new member does not exist there.
  await page.getByRole('button', { name: 'Create sandbox' }).click();
  const list = page.getByRole('list', { name: 'Isolated sandboxes' });
  const link = await list.getByLabel('Link to share').first().inputValue();
  expect(new URL(link).pathname).toMatch(/^\/s\/[a-z0-9]{10}\/$/);

  const opened = context.waitForEvent('page');
  await list.getByRole('link', { name: 'Open' }).first().click();
  const sandboxPage = await opened;
  await sandboxPage.waitForLoadState();
  expect(sandboxPage.url()).toBe(link);
  const refused = await logIn(sandboxPage, member, password);
  await expect(refused.getByText('The account or password is wrong.')).toBeVisible();
  await sandboxPage.keyboard.press('Escape');

  // The demo accounts are there (its own seed), and its session stays under its prefix.
  await logIn(sandboxPage, 'demoplayer', 'demo1234');
  await expect(sandboxPage.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  const token = await sandboxPage.evaluate(
    (prefix) => sessionStorage.getItem(`${prefix}:token`),
    new URL(link).pathname.replace(/\/$/, ''),
  );
  expect(token).toBeTruthy();

  // The root sandbox has the scenario's member.
  await page.goto('/');
  await logIn(page, member, password);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
});
