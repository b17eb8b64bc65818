import type { Page } from '@playwright/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { signInAsFreshAgent } from './support/agents';
import { expect, test } from './support/test';

/**
 * The issue-15 pages of h3: the notice page, app download, join, VIP, the winner board and the
 * feedback form. Members are fresh players of each test's own (`signInAsFreshAgent` type 0).
 */
const freshPlayer = (page: Page, request: Parameters<typeof signInAsFreshAgent>[1]) =>
  signInAsFreshAgent(page, request, { type: 0, prefix: 'pg' });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a fresh member sends feedback and sees the confirmation', async ({ page, request }) => {
  await freshPlayer(page, request);
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Choose a question type.')).toBeVisible();
  await page.getByLabel(/Question type/).selectOption({ label: 'Withdrawal' });
  await page.getByLabel(/Your message/).fill('My withdrawal has been pending for an hour.');
  await expect(page.getByText('43 / 140 characters')).toBeVisible();
  await page.getByLabel('Images (optional)').setInputFiles({
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('list', { name: 'Chosen images' })).toContainText('proof.png');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Thank you for your feedback' });
  await expect(done).toContainText('We received your message about Withdrawal');
});

test('a visitor on the feedback page gets the login dialog', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the notice page pages through a type and keeps a <script> notice inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/noticePage');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('article')).toHaveCount(9);
  const scripted = main.getByRole('article', { name: 'New live dealer tables' });
  await expect(scripted).toContainText('Six new baccarat tables are open');
  expect(await main.locator('script, [onerror]').count()).toBe(0);
  expect(await scripted.locator('a[href^="javascript:"]').count()).toBe(0);

  const pages = main.getByRole('navigation', { name: 'Announcement pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/noticePage\?type=B&page=2$/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(scripted).toHaveCount(0);

  await main.getByRole('tab', { name: 'Lottery' }).click();
  await expect(page).toHaveURL(/\/noticePage\?type=PL&page=1$/);
  await expect(main.getByRole('article', { name: 'Lottery jackpot rolls over' })).toBeVisible();

  await page.goBack();
  await page.goBack();
  await expect(scripted).toBeVisible();
  const link = scripted.getByRole('link', { name: /Link to this announcement/ });
  await link.click();
  await expect(page).toHaveURL(/\/noticePage\?type=B&page=1&id=\d+$/);
  await expect(scripted).toHaveAttribute('aria-current', 'true');
  expect(dialogs).toEqual([]);
});

test('the download page shows iOS, Android and lite QR codes whose links answer', async ({
  page,
  request,
}) => {
  await page.goto('/down');
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: /^QR code for / })).toHaveCount(3);
  const links = [
    main.getByRole('link', { name: 'Download for iOS' }),
    main.getByRole('link', { name: 'Download for Android' }),
    main.getByRole('link', { name: 'Open the lite version' }),
  ];
  for (const link of links) {
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
    const answer = await request.get(href ?? '');
    expect(answer.status(), href ?? '').toBe(200);
  }
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
});

test('the join page checks the agent code and carries it into registration', async ({ page }) => {
  await page.goto('/join?affiliateCode=DEMOAGENT');
  const main = page.getByRole('main');
  await expect(main.getByTestId('join-invitation')).toContainText(
    /You were invited by .+ \(code DEMOAGENT\)/,
  );
  await main.getByRole('button', { name: 'Register now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByText(/You were invited by/)).toBeVisible();
  // Accepted from the address: the code goes with the registration and its field is hidden.
  await expect(dialog.locator('input').and(dialog.getByLabel(/^Invitation code/))).toHaveCount(0);
});

test('an unusable code on the join page is said so, and prefilled for correction', async ({
  page,
}) => {
  await page.goto('/join?affiliateCode=NOSUCHCODE');
  await expect(page.getByTestId('join-invitation')).toContainText(
    'The invitation code NOSUCHCODE cannot be used on this site.',
  );
  await page.getByRole('main').getByRole('button', { name: 'Register now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.locator('input').and(dialog.getByLabel(/^Invitation code/))).toHaveValue(
    'NOSUCHCODE',
  );
});

test('the VIP page shows a member their rank and a visitor the levels', async ({
  page,
  request,
}) => {
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 3, name: 'Diamond' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();

  await freshPlayer(page, request);
  await page.goto('/vip');
  const standing = page.getByTestId('vip-standing');
  await expect(standing.getByRole('heading', { level: 2 })).toHaveText(
    /^Your level: .+ \(level 0\)$/,
  );
  await expect(standing.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Live chat' })).toBeVisible();
});

test('the winner board lists the latest wins and refreshes', async ({ page }) => {
  await page.goto('/winners');
  const main = page.getByRole('main');
  const rows = main.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\*\*\*/);
  await expect(rows.first()).toContainText(/P[\d,]+\.\d\d/);
  await main.getByRole('button', { name: 'Refresh' }).click();
  await expect(main.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(rows.first()).toBeVisible();
});

const screens = [
  ['/noticePage', 'Announcements'],
  ['/down', 'Download the app'],
  ['/join?affiliateCode=DEMOAGENT', 'Become an agent'],
  ['/vip', 'VIP club'],
  ['/winners', 'Winner board'],
  ['/feedback', 'Feedback'],
] as const;

for (const [path, title] of screens) {
  test(`${title} has no serious accessibility violations and fits 390 px (light and dark)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await freshPlayer(page, request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await overflow(page)).toBe(0);
    expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
    await testInfo.attach(`${title}-dark-390`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
}
