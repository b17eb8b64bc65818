import { expect, test, type Page } from '../support/test';
import { seriousAxeViolations } from '../support/axe';
import { setSystemStatus } from '../support/sandbox';

/** The root screen follows the system status (section 2), switched through the control API. */

test.afterEach(async ({ request }) => {
  await setSystemStatus(request, { status: 0 });
});

async function inTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

for (const theme of ['light', 'dark'] as const) {
  test(`maintenance shows its page with the end time in the local format (${theme})`, async ({
    page,
    request,
  }, testInfo) => {
    // Two days ahead, on the hour: the sandbox refuses an end time in its past.
    const end = new Date(Date.now() + 2 * 86_400_000);
    end.setUTCMinutes(0, 0, 0);
    const endTime = end.toISOString().replace('.000Z', 'Z');
    await setSystemStatus(request, {
      status: 1,
      title: 'Scheduled maintenance',
      endTime,
      info: 'We will be back soon.',
    });
    await inTheme(page, theme);
    await page.goto('/');
    const main = page.getByTestId('maintenance-page');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Scheduled maintenance' }),
    ).toBeVisible();
    const expected = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      endTime,
    );
    await expect(main.locator(`time[datetime="${endTime}"]`)).toHaveText(expected);
    await expect(main.getByText('We will be back soon.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    // No header, banners or footer while in maintenance.
    await expect(page.getByRole('region', { name: 'Featured offers' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await testInfo.attach(`maintenance-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  test(`region-blocked shows the visitor IP and customer service (${theme})`, async ({
    page,
    request,
  }, testInfo) => {
    await setSystemStatus(request, { status: 2, info: 'Access from your location is restricted.' });
    await inTheme(page, theme);
    await page.goto('/');
    const main = page.getByTestId('region-blocked-page');
    await expect(main.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    await expect(main.getByText(/^\d{1,3}(\.\d{1,3}){3}$|:/).first()).toBeVisible();
    await expect(main.getByText('Access from your location is restricted.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await testInfo.attach(`region-blocked-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}

test('the customer-service button of the maintenance page opens the chat pop-up', async ({
  page,
  request,
}) => {
  await setSystemStatus(request, { status: 1 });
  await page.goto('/');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Contact customer service' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox\/chat\?cs=LIVECHAT/);
  await popup.close();
});

test('back to normal, the portal shows the app again', async ({ page, request }) => {
  await setSystemStatus(request, { status: 1 });
  await page.goto('/');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await setSystemStatus(request, { status: 0 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
});
