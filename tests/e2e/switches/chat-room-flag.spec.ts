import { expect, test } from '../support/test';
import { setFeatureFlags, signInAs } from '../support/sandbox';

/** The chat room follows the whitelabel flag CHATROOM3 (on in the sandbox's seed). */

test.afterEach(async ({ request }) => {
  await setFeatureFlags(request, { CHATROOM3: true });
});

test('with CHATROOM3 off the More menu has no chat room and its calls are refused', async ({
  page,
  request,
}) => {
  const token = await signInAs(page, request, 'demoplayer');
  await page.goto('/');
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Chat room' })).toBeVisible();
  await page.keyboard.press('Escape');

  await setFeatureFlags(request, { CHATROOM3: false });
  await page.reload();
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Chat room' })).toHaveCount(0);
  const refused = await request.get('/wps/chat/rooms/EN/messages', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'feature_disabled' });
});
