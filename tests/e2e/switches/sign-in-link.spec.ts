import { expect, test } from '../support/test';

/**
 * "Open the portal as this member" (issue 16): the console's button opens a new tab signed in
 * through a one-time link; the same link in a fresh context is refused and opens no session.
 */
test('the console opens the portal as demovip, once', async ({ page, context, browser }) => {
  await page.goto('/sandbox');
  const accounts = page.getByRole('region', { name: 'Demo accounts' });
  const link = context.waitForEvent('request', (r) => r.url().includes('/sign-in-link?code='));
  const opened = context.waitForEvent('page');
  await accounts.getByRole('button', { name: 'Open the portal as demovip' }).click();
  const portal = await opened;
  const linkUrl = (await link).url();
  await expect(accounts.getByText(/signed in as demovip/)).toBeVisible();

  // Signed in: the code left the address bar, the header offers no login, the member is stored.
  await portal.waitForURL((url) => !url.searchParams.has('code'));
  await expect(portal.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(portal.evaluate(() => sessionStorage.getItem('account'))).resolves.toBe('demovip');

  // The same link again, in a fresh context: refused, no session.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto(linkUrl);
  await expect(again.getByRole('alert')).toHaveText(
    'This sign-in link was used already. Ask for a new one.',
  );
  await expect(again.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(again.evaluate(() => sessionStorage.getItem('account'))).resolves.toBeNull();
  await fresh.close();
});

test('an expired link is refused (the sandbox clock moved on)', async ({ page, request }) => {
  const made = await request.post('/__mock/sign-in-links', { data: { account: 'demovip' } });
  const { value } = (await made.json()) as { value: { url: string } };
  await request.post('/__mock/clock/advance', { data: { minutes: 6 } });
  try {
    await page.goto(value.url);
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link has expired. Ask for a new one.',
    );
  } finally {
    await request.post('/__mock/reset', { data: {} });
  }
});
