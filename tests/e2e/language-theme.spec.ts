import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { expectFocusRingsWhole } from './support/focus-rings';
import { signInAs } from './support/sandbox';

/** The language dialog and the theme toggle of the header; both choices survive a reload. */

for (const theme of ['light', 'dark'] as const) {
  test(`the language dialog offers the brand's languages (${theme})`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English, EN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    await expect(dialog.getByRole('button', { name: /English/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await testInfo.attach(`language-dialog-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    // The rings' places do not depend on the theme (it sets colours only): checked in one.
    if (theme === 'light') {
      await expectFocusRingsWhole(page, 'language dialog', '[role=dialog]');
    }
  });
}

test('switching to Tagalog persists across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language: English, EN' }).click();
  await page
    .getByRole('dialog', { name: 'Language' })
    .getByRole('button', { name: /Tagalog/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Language' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('TY');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).not.toBeNull();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  // After the reload the page speaks Tagalog: the button's label comes from locales/ty.
  const tagalog = JSON.parse(readFileSync('locales/ty/language.json', 'utf8')) as {
    button: string;
  };
  const label = tagalog.button.replace('{{name}}', 'Tagalog').replace('{{code}}', 'TY');
  expect(label).not.toBe('Language: Tagalog, TY');
  const button = page.getByRole('button', { name: label });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Tagalog/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test("a member's language is saved on the server; the More menu opens the dialog too", async ({
  page,
  request,
}) => {
  const token = await signInAs(page, request, 'demoplayer');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: 'Language' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/wps/member/language') && r.request().method() === 'PUT',
  );
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Tagalog/ })
    .click();
  expect((await saved).ok()).toBe(true);
  const info = await request.get('/wps/member/info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await info.json()) as { value: { language: string } }).value.language).toBe('TY');
  // Put demoplayer back on English for other specs.
  await request.put('/wps/member/language', {
    data: { language: 'EN' },
    headers: { Authorization: `Bearer ${token}` },
  });
});

test('the dark theme toggle persists across a reload', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the theme switches at once, without a ripple of transitions (reduced motion)', async ({
  page,
}) => {
  // Under reduced motion every element has a 0.01 ms transition (base.css): a switch that let
  // them run would recolour the page one nesting level per frame.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  // The header settled: the Register button takes over its hidden placeholder once the site's
  // flags arrive (a visibility change, itself a transition).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await page.evaluate(() => {
    const moved = new Set<Element>();
    // Colours only: images fading in as they load and the like are not the theme's doing.
    document.addEventListener(
      'transitionrun',
      (event) => {
        if (/color|fill|stroke|shadow/.test(event.propertyName)) moved.add(event.target as Element);
      },
      true,
    );
    Object.assign(window, { moved });
  });
  // A click without the pointer or the focus moving: only the theme changes.
  await toggle.dispatchEvent('click');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const moved = await page.evaluate(async () => {
    for (let frame = 0; frame < 4; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const button = document.querySelector('.theme-toggle');
    return [...(window as unknown as { moved: Set<Element> }).moved]
      .filter((el) => !button?.contains(el))
      .map((el) => el.tagName.toLowerCase() + (el.className ? `.${String(el.className)}` : ''));
  });
  expect(moved).toEqual([]);
});
