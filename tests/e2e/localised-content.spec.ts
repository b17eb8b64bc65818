import { expect, test } from './support/test';

/**
 * The sandbox's own content follows the portal's language: with Chinese chosen (stored as `lang`,
 * as the language dialog stores it), the pop-up notices, the notice list and the help centre show
 * the seeded texts in Chinese, not only the portal's own labels.
 */
test('in Chinese, the notices and the help centre show the sandbox content in Chinese', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'CN'));
  await page.goto('/');

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
});
