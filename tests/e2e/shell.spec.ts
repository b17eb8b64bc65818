import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { cutFocusRings } from './support/focus-rings';

/**
 * The shell of the portal (issue 15): document titles, dialog focus, the notice marquee as one tab
 * stop, the pop-up notices once per session, the main view's class, the language-change time, the
 * default modal size, the terms link and the sandbox server's 404 for missing files.
 */

async function chooseLanguage(page: Page, current: RegExp, next: RegExp) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('dialog').getByRole('button', { name: next }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('every route has its own title with the brand, in the chosen language', async ({ page }) => {
  await page.goto('/rng');
  await expect(page).toHaveTitle('Slots · Royal Play');
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Royal Play');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: 'Events' }).click();
  await expect(page).toHaveTitle('Promotions · Royal Play');
  await page.goto('/pointMall');
  await expect(page).toHaveTitle('Points mall · Royal Play');
  // The screen, its title and its regions come from one match: any letter case, a trailing slash.
  await page.goto('/POINTMALL/');
  await expect(page).toHaveTitle('Points mall · Royal Play');
  await chooseLanguage(page, /^Language: English/, /Tagalog/);
  await expect(page).toHaveTitle('Tindahan ng puntos · Royal Play');
  // The language change saved its time (section 4), a number of milliseconds.
  const changedAt = await page.evaluate(() => localStorage.getItem('langChangedAt'));
  expect(Number(changedAt)).toBeGreaterThan(0);
  await page.goto('/nowhere-at-all');
  await expect(page).toHaveTitle('Hindi nahanap ang pahina · Royal Play');
});

test('the main view carries the path as its class', async ({ page }) => {
  for (const [path, expected] of [
    ['/rng', 'frame__main rng'],
    ['/index.html', 'frame__main index.html'],
    ['/promoDetail', 'frame__main promoDetail'],
    ['/', 'frame__main'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main#main')).toHaveAttribute('class', expected);
  }
});

test('the login dialog opens on its first field and gives the focus back to its opener', async ({
  page,
}) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('textbox', { name: /^Username/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(login).toBeFocused();

  // One dialog opening the next: closing the second still goes back to the header's button.
  await login.click();
  await dialog.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register).toBeVisible();
  await register.getByRole('button', { name: 'Close' }).click();
  await expect(register).toHaveCount(0);
  await expect(login).toBeFocused();

  // The language dialog, opened from the header, too.
  const language = page.getByRole('button', { name: /^Language: English/ });
  await language.click();
  // The dialog's chunk may still be loading: Escape is for the dialog the player sees.
  const languages = page.getByRole('dialog', { name: 'Language' });
  await expect(languages).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(languages).toHaveCount(0);
  await expect(language).toBeFocused();
});

test('the notice marquee is one tab stop that opens the announcements', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Announcements' });
  const strip = marquee.getByRole('button', { name: /^All announcements: .*Faster withdrawals/ });
  await expect(strip).toBeVisible();
  // Two controls in all: the strip and its pause switch (WCAG 2.2.2).
  await expect(marquee.getByRole('button')).toHaveCount(2);
  await strip.focus();
  await page.keyboard.press('Tab');
  await expect(marquee.getByRole('button', { name: 'Pause the announcements' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(strip).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog.getByRole('list', { name: 'Announcements on this page' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(strip).toBeFocused();
});

test('with reduced motion the marquee stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const track = page.locator('.marquee__track');
  await expect(track).toBeVisible();
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('the pop-up notices show once per session, and again in a new one', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Scheduled maintenance on Sunday' });
  await expect(card).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
    'Faster withdrawals',
  );
  await expect(page.locator('section.popup-notice')).toHaveCount(0);
  // A new session (a new tab starts with an empty session storage) shows them again.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(card).toBeVisible();
});

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test(`the notice dialog is a default modal: at least 600x300, a phone's full width, focus rings whole (${width})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('button', { name: /^All announcements/ })
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Announcements' });
    await expect(dialog.getByRole('list', { name: 'Announcements on this page' })).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    if (width > 640) {
      expect(box.width).toBeGreaterThanOrEqual(600);
      expect(box.height).toBeGreaterThanOrEqual(300);
    } else {
      expect(Math.round(box.width)).toBe(width);
    }
    expect(await cutFocusRings(page, '[role=dialog]')).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await testInfo.attach(`notice-modal-${width}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}

test('the registration form links the terms, which read in the chosen language', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await chooseLanguage(page, /^Language: English/, /Tagalog/);
  await page.goto('/register');
  const terms = page
    .getByRole('dialog', { name: 'Magparehistro' })
    .getByRole('link', { name: 'Basahin ang mga tuntunin' });
  await expect(terms).toHaveAttribute('href', '/helpmc?topic=terms');
  const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
  await expect(tab.getByRole('heading', { name: 'Mga tuntunin at kundisyon' })).toBeVisible();
  await expect(tab.getByText('Isang account bawat tao.')).toBeVisible();
});

test('a missing file answers 404, the favicon is there', async ({ page, request }) => {
  for (const missing of ['/favicon.ico', '/assets/no-such-chunk-123.js', '/robots.txt']) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
  expect((await request.get('/register.html')).status()).toBe(200);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(response.url());
  });
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  expect((await request.get(icon ?? '')).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
    'Faster withdrawals',
  );
  expect(failed).toEqual([]);
});
