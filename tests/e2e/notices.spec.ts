import { expect, test, type Locator, type Page } from './support/test';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';

// The marquee moves here, as visitors see it (its pause switch is tested): the default elsewhere is
// reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * Announcements (section 2): the marquee, the notice dialog (9 per page) and the pop-up notices.
 * The sandbox seeds notices with a <script>, an <img onerror> and a javascript: link: none of it
 * may run or survive in the page.
 */

/** Fails the test on any alert/confirm/prompt: the seeded payloads all call alert(). */
function watchForDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(dialog.message());
    void dialog.dismiss();
  });
  return fired;
}

/** The seeded payloads call alert('notice-script'), alert('notice-onerror'), alert('notice-link'). */
async function expectNothingUnsafe(page: Page) {
  const unsafe = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script')].filter((s) =>
      /notice-/.test(s.textContent ?? ''),
    ).length,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    payloads: document.documentElement.outerHTML.match(/alert\('notice-[a-z]+'\)/g)?.length ?? 0,
  }));
  expect(unsafe).toEqual({ scripts: 0, handlers: 0, javascriptLinks: 0, payloads: 0 });
}

/**
 * Waits until the browser is done with an image: for the seeded broken one that is its failure, and
 * an onerror payload, had it survived, would have run in that same task.
 */
async function imageSettled(image: Locator) {
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete))
    .toBe(true);
}

test('the notice dialog pages 9 at a time and renders unsafe notices harmlessly (light and dark)', async ({
  page,
}, testInfo) => {
  const fired = watchForDialogs(page);
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Announcements' });
  // The strip is one button: Enter opens the list (a click opens the title under the pointer).
  await marquee.getByRole('button', { name: /^All announcements:/ }).press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  const list = dialog.getByRole('list', { name: 'Announcements on this page' });
  await expect(list.getByRole('button')).toHaveCount(9);
  const pages = dialog.getByRole('navigation', { name: 'Announcement pages' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('notice-dialog-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await list.getByRole('button', { name: /New live dealer tables/ }).click();
  const detail = dialog.getByRole('article');
  await expect(detail.getByRole('heading', { name: 'New live dealer tables' })).toBeVisible();
  await expect(detail.getByText('Open the lobby')).toBeVisible();
  await detail.getByText('Open the lobby').click();
  await list.getByRole('button', { name: /Please review your profile/ }).click();
  await expect(detail.getByRole('img', { name: 'profile' })).toBeAttached();
  await imageSettled(detail.getByRole('img', { name: 'profile' }));
  await expectNothingUnsafe(page);
  await testInfo.attach('notice-unsafe-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(list.getByRole('button')).toHaveCount(9);
  await pages.getByRole('button', { name: 'Page 4' }).click();
  await expect(list.getByRole('button')).toHaveCount(4);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  expect(fired).toEqual([]);
});

test('a marquee title opens the dialog on that notice; the marquee can be paused', async ({
  page,
}) => {
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Announcements' });
  const pause = marquee.getByRole('button', { name: 'Pause the announcements' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await marquee.getByText('Faster withdrawals').click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog.getByRole('heading', { name: 'Faster withdrawals' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Faster withdrawals/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // An own link inside a notice navigates in the app and closes the dialog.
  await dialog.getByRole('button', { name: /100% first deposit bonus/ }).click();
  await dialog.getByRole('link', { name: 'See the rules' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(dialog).toHaveCount(0);
});

test("the pop-ups' date format is prepared on another thread, once a session", async ({ page }) => {
  // src/lib/format/warm-up-intl.ts: a worker builds the page language's formats, so the pop-up's
  // first date does not load ICU's data on the main thread (issue 17). A broken worker address in
  // the build would only show as a slower page: this catches it.
  const script = page.waitForResponse((answer) => /\/intl-warm-up\.worker/.test(answer.url()));
  const worker = page.waitForEvent('worker', {
    predicate: (started) => /\/intl-warm-up\.worker/.test(started.url()),
  });
  await page.goto('/');
  await worker;
  expect((await script).status()).toBe(200);
  await expect(
    page.getByRole('region', { name: 'Scheduled maintenance on Sunday' }).locator('time'),
  ).toHaveText(/\d/);
  // The pop-ups have shown: the session's later loads show no date first and start no worker.
  const later: string[] = [];
  page.on('worker', (started) => later.push(started.url()));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expect(page.locator('section.popup-notice')).toHaveCount(0);
  expect(later.filter((url) => /\/intl-warm-up\.worker/.test(url))).toEqual([]);
});

test('the pop-up notices show once after load, sanitised, and close', async ({
  page,
}, testInfo) => {
  const fired = watchForDialogs(page);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Scheduled maintenance on Sunday' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 of 3');
  expect(await seriousAxeViolations(page, 'section.popup-notice')).toEqual([]);
  await testInfo.attach('popup-notice', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await card.getByRole('button', { name: 'Next announcement' }).click();
  await page.getByRole('button', { name: 'Next announcement' }).click();
  const unsafe = page.getByRole('region', { name: 'Please review your profile' });
  await expect(unsafe.getByRole('img', { name: 'profile' })).toBeAttached();
  await imageSettled(unsafe.getByRole('img', { name: 'profile' }));
  await expectNothingUnsafe(page);
  await unsafe.getByRole('button', { name: 'Close the announcements' }).click();
  await expect(page.locator('section.popup-notice')).toHaveCount(0);
  // Once per visit: moving around the app does not bring them back.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menuitem', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.locator('section.popup-notice')).toHaveCount(0);
  expect(fired).toEqual([]);
});
