import { expect, test } from '../support/test';
import { setFeatureFlags, signInAs } from '../support/sandbox';

/** The profile dropdown follows the whitelabel flags PTSYS3, MANPLAYREB3 and AGENTCENTER3. */

const switched = { PTSYS3: true, MANPLAYREB3: true, AGENTCENTER3: true };

test.afterEach(async ({ request }) => {
  await setFeatureFlags(request, switched);
});

test('turning PTSYS3, MANPLAYREB3 and AGENTCENTER3 off removes their items', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'demoagent');
  await page.goto('/');
  const trigger = page.getByRole('button', { name: /^demoagent: account menu/ });
  await trigger.click();
  const menu = page.getByRole('menu');
  for (const name of ['Points', 'Rebate promo', 'Agent centre']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await setFeatureFlags(request, { PTSYS3: false, MANPLAYREB3: false, AGENTCENTER3: false });
  await page.reload();
  await page.getByRole('button', { name: /^demoagent: account menu/ }).click();
  await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toBeVisible();
  for (const name of ['Points', 'Rebate promo', 'Agent centre']) {
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  }
});
