import { expect, test } from './support/test';

test('the sandbox renders the API reference with every tag of the contract', async ({
  page,
  request,
}) => {
  const contract = (await (await request.get('/openapi.json')).json()) as {
    tags: { name: string }[];
  };
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /White-label gaming portal API/ })).toBeVisible();
  for (const tag of contract.tags) {
    await expect(page.locator(`#operations-tag-${tag.name}`)).toBeVisible();
  }
});

test('an operation can be opened in the reference to read its contract', async ({ page }) => {
  await page.goto('/docs#/session/login');
  await expect(page.getByText('/wps/session/login', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('x-encrypted').first()).toBeAttached();
});

test('the portal answers deep links with the app (history mode)', async ({ page }) => {
  const response = await page.goto('/promotions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
});
