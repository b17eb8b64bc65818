import { expect, test } from './support/test';

/**
 * The sandbox's own content follows the portal's language. The brand offers EN and TY until demo
 * staff tick more languages, and that setting is sandbox-wide: this test makes an isolated sandbox
 * of its own (as demo staff do for a customer), lets its brand speak Chinese by default, and then
 * the pop-up notices, the notice list and the help centre show the seeded texts in Chinese, not
 * only the portal's own labels.
 */
test('in Chinese, the notices and the help centre show the sandbox content in Chinese', async ({
  page,
  request,
}, testInfo) => {
  const created = await request.post('/__mock/sandboxes', { data: { from: 'seed' } });
  expect(created.status()).toBe(201);
  const { id, prefix } = ((await created.json()) as { value: { id: string; prefix: string } })
    .value;
  const brand = await request.put(`${prefix}/__mock/brand`, {
    data: { supportedLanguages: ['EN', 'CN'], defaultLanguage: 'CN', currencySymbol: 'P' },
  });
  expect(brand.ok()).toBe(true);
  await page.goto(`${prefix}/`);
  await expect(page.getByRole('button', { name: /^语言/ })).toBeVisible();

  const popup = page.getByRole('region', { name: '周日例行维护' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('余额安全无虞');
  await popup.getByRole('button', { name: '关闭公告' }).click();
  await expect(page.locator('section.popup-notice')).toHaveCount(0);

  const marquee = page.getByRole('region', { name: '公告' });
  await expect(marquee).toContainText('提款更快了');
  await marquee.getByRole('button', { name: /^全部公告/ }).press('Enter');
  const notices = page.getByRole('dialog', { name: '公告' });
  const list = notices.getByRole('list', { name: '本页公告' });
  await expect(list.getByRole('button')).toHaveCount(9);
  await expect(list).toContainText('周日例行维护');
  await expect(list).not.toContainText('Scheduled maintenance');
  await testInfo.attach('notices-cn', { body: await page.screenshot(), contentType: 'image/png' });
  await page.keyboard.press('Escape');
  await expect(notices).toHaveCount(0);

  const help = page.getByRole('navigation', { name: '帮助中心' });
  await help.getByRole('button', { name: '如何提款？' }).click();
  const dialog = page.getByRole('dialog', { name: '帮助中心' });
  await expect(dialog.getByRole('tab', { name: '如何提款？' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('tabpanel')).toContainText('支付密码');
  await expect(dialog.getByRole('tab', { name: '条款与条件' })).toBeVisible();
  await testInfo.attach('help-cn', { body: await page.screenshot(), contentType: 'image/png' });
  expect((await request.delete(`/__mock/sandboxes/${id}`)).ok()).toBe(true);
});
