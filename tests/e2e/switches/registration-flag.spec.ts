import { expect, test } from '../support/test';
import { setFeatureFlags } from '../support/sandbox';

/*
 * DIRECTREG3 off switches registration off for real (issue 14, item 6): the portal's /register does
 * not open the form (home, with the feature's warning), and the server refuses the registration.
 */

test.afterEach(async ({ request }) => {
  await setFeatureFlags(request, { DIRECTREG3: true });
});

test('with DIRECTREG3 off, /register goes home and says registration is not available', async ({
  page,
  request,
}) => {
  await setFeatureFlags(request, { DIRECTREG3: false });
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('This feature is not available.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Register' })).toHaveCount(0);
});
