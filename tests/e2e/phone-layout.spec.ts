// The one exception to "tests do not import the portal": the route table is plain data (it imports
// types only), and iterating it is what keeps every route, including ones added later, covered.
// eslint-disable-next-line import-x/no-restricted-paths
import { routeTable, type RouteEntry } from '../../src/app/routing/route-table';
import { seriousAxeViolations } from './support/axe';
import { cutFocusRings } from './support/focus-rings';
import { signInAsFreshMember } from './support/sandbox';
import { expect, test, type Locator, type Page, type Request } from './support/test';

/**
 * The phone layout (issue 15) at 390 x 844: every route of the route table, as a visitor and as
 * a fresh member, fits the width, has a one-row header, the bottom bar where the route has the
 * full layout, nothing fixed over the content's buttons and links, and no focus ring cut by a
 * scrolling strip, a dialog or a clipping box; the dialogs fit; the bottom bar's items lead where
 * they say. Runs the table, so routes added later are covered.
 */
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });
// Each test loads a whole screen, walks its controls and runs axe: more than the default time on
// a shared machine (nothing here waits on the clock).
test.slow();

type Theme = 'light' | 'dark';

const themed = new WeakSet<Page>();

async function open(page: Page, path: string, theme: Theme) {
  if (!themed.has(page)) {
    themed.add(page);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  }
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('#main')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * Each visible button, link and field of the main content, brought into view as keyboard focus
 * would bring it (above the page's bottom scroll padding, the bar's height): the element at its
 * centre must be itself, inside it or around it, not a fixed bar or floating button. Walks the
 * page top to bottom and scrolls only when the next control is not in view. Answers a
 * description of each covered element.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const fixedParts = '.bottom-nav, .service-menu, .header-area';
    const padBottom =
      parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        '#main a[href], #main button, #main input:not([type=hidden]), #main select, #main textarea, #main [role=button], #main [role=tab]',
      ),
    )
      .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((el) => ({ el, top: el.getBoundingClientRect().top + scrollY }))
      .sort((a, b) => a.top - b.top);
    for (const { el } of controls) {
      let box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (box.top < 0 || box.bottom > innerHeight - padBottom) {
        el.scrollIntoView({ block: 'start', inline: 'nearest' });
        box = el.getBoundingClientRect();
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Clipped by a scrolling or clipping ancestor (a carousel's slide off its strip): not shown.
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      const by = hit.closest(fixedParts);
      if (!by) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      covered.push(`${el.tagName.toLowerCase()} "${name}" under ${by.className}`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/** Screens that ask a visitor to log in on arrival (the feedback form is for members). */
const loginOnArrival = new Set(['/feedback']);

async function checkPhoneLayout(page: Page, entry: RouteEntry, visitor = false) {
  const path = entry.paths[0] ?? '/';
  if (entry.opens || (visitor && loginOnArrival.has(path))) {
    // `/register` and `/login` open their dialog on arrival: checked in the dialog tests below.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${path}: page wider than the phone`).toBeLessThanOrEqual(phone.width);

  const header = page.locator('header.header');
  if (entry.regions.header) {
    const box = await header.boundingBox();
    expect(box?.height ?? 0, `${path}: header height`).toBeLessThanOrEqual(64);
  } else {
    await expect(header).toHaveCount(0);
  }

  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  if (entry.regions.header && entry.regions.footer) {
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(phone.height, 0);
  } else {
    await expect(bar).toBeHidden();
  }
  // No floating customer-service buttons on phones: the menu lists the channels.
  await expect(page.locator('.service-menu')).toBeHidden();

  expect(await coveredControls(page), `${path}: controls covered`).toEqual([]);
  expect(await cutFocusRings(page, 'body'), `${path}: focus rings cut`).toEqual([]);
}

async function expectNoSeriousViolations(page: Page, what: string) {
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/**
 * Routes per test: each test walks several routes in one page (a browser context and a cold
 * compile per route were most of each test's cost); each route is a full document load and a step
 * of its own in the report.
 */
const routesPerTest = 6;
const groups = Array.from({ length: Math.ceil(routeTable.length / routesPerTest) }, (_, i) =>
  routeTable.slice(i * routesPerTest, (i + 1) * routesPerTest),
);
const named = (group: readonly RouteEntry[]) => group.map((e) => e.paths[0] ?? '/').join(' ');

/**
 * The chunk only a signed-in member's pages use (scripts/build/chunk-groups.ts). A chunk group takes
 * its members' imports, so a helper a visitor's page shares with it would make the visitor load it.
 */
const memberOnlyChunk = /\/assets\/member-kit-[^/]*\.js$/;

for (const group of groups) {
  test(`${named(group)} fit the phone for a visitor (light)`, async ({ page }) => {
    const memberChunks: string[] = [];
    const onRequest = (request: Request) => {
      if (memberOnlyChunk.test(request.url())) memberChunks.push(request.url());
    };
    page.on('request', onRequest);
    try {
      for (const entry of group) {
        const path = entry.paths[0] ?? '/';
        await test.step(path, async () => {
          await open(page, path, 'light');
          await checkPhoneLayout(page, entry, true);
          await expectNoSeriousViolations(page, `${path} visitor light`);
        });
      }
    } finally {
      page.off('request', onRequest);
    }
    expect(memberChunks, 'member-only code a visitor loaded').toEqual([]);
  });

  test(`${named(group)} fit the phone for a fresh member (dark)`, async ({ page, request }) => {
    await signInAsFreshMember(page, request, 'phone');
    for (const entry of group) {
      const path = entry.paths[0] ?? '/';
      await test.step(path, async () => {
        await open(page, path, 'dark');
        await checkPhoneLayout(page, entry);
        await expectNoSeriousViolations(page, `${path} member dark`);
      });
    }
  });
}

/** Every field and button of the open dialog lies wholly inside the phone's screen. */
async function expectDialogControlsInside(page: Page, dialog: Locator) {
  const controls = dialog.locator('input:visible, button:visible, select:visible, a:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
    expect(box, name).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(phone.width);
    expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(phone.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  // Nothing runs past the dialog's own right edge either (clipped, or scrolled sideways).
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'dialog content wider than the dialog').toBeLessThanOrEqual(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the registration and login dialogs fit 390 px (${theme})`, async ({ page }, testInfo) => {
    await open(page, '/', theme);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expectDialogControlsInside(page, register);
    expect(await cutFocusRings(page, '[role=dialog]'), 'register: focus rings cut').toEqual([]);
    await expectNoSeriousViolations(page, `register dialog ${theme}`);
    await testInfo.attach(`register-390-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectDialogControlsInside(page, login);
    expect(await cutFocusRings(page, '[role=dialog]'), 'login: focus rings cut').toEqual([]);
    await testInfo.attach(`login-390-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });

  test(`the menu button opens the whole navigation in a drawer (${theme})`, async ({
    page,
  }, testInfo) => {
    await open(page, '/', theme);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Help centre' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Language: English, EN' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Dark theme' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Customer service' })).toBeVisible();
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expectDialogControlsInside(page, drawer);
    expect(await cutFocusRings(page, '[role=dialog]'), 'menu: focus rings cut').toEqual([]);
    await expectNoSeriousViolations(page, `menu drawer ${theme}`);
    await testInfo.attach(`menu-390-${theme}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(drawer).toBeHidden();
  });
}

test('a visitor: Games opens the games chooser, Deposit and Account the login dialog', async ({
  page,
}, testInfo) => {
  await open(page, '/', 'light');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('button', { name: 'Games' }).click();
  const games = page.getByRole('dialog', { name: 'Games' });
  await expect(games.getByRole('link', { name: 'Live casino' })).toBeVisible();
  await expectNoSeriousViolations(page, 'games chooser');
  await testInfo.attach('games-390', { body: await page.screenshot(), contentType: 'image/png' });
  await games.getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(bar.getByRole('button', { name: 'Games' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  for (const name of ['Deposit', 'Account']) {
    await bar.getByRole('button', { name }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
  }
});

test('a member: Deposit opens the deposit page, Account the security centre', async ({
  page,
  request,
}) => {
  await signInAsFreshMember(page, request, 'phone');
  await open(page, '/rng', 'light');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await bar.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/rng\?mc=depositv2$/);
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/rng$/);
  await bar.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/rng\?mc=securityCenter$/);
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
});

test('opened straight into a centre that covers the phone, the home screen, banners, jackpot and footer wait until it closes', async ({
  page,
  request,
}) => {
  // Issue 17: the lanes are home's largest render, and the banner was the page's largest paint
  // behind the member centre; under it nobody can see them. A screen never seen is not rendered.
  const lanesCode = /\/assets\/home-game-sections-[^/]*\.js$/;
  const lanesRequested: string[] = [];
  page.on('request', (r) => {
    if (lanesCode.test(r.url())) lanesRequested.push(r.url());
  });
  await signInAsFreshMember(page, request, 'phone');
  await page.goto('/?mc=transferFund');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  // The wallet's balance needs the centre's code, then the page's code and data: a lane that
  // rendered with the first screen would have asked for its code long before.
  await expect(centre.getByTestId('wallet-main')).toBeVisible();
  expect(lanesRequested).toEqual([]);
  await expect(page.locator('#main .frame__screen > *')).toHaveCount(0);
  const waiting = page.locator('.banner-strip, .jackpot, .site-footer');
  await expect(waiting).toHaveCount(0);

  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toBeHidden();
  await expect(page.locator('[data-game-card]').first()).toBeVisible();
  expect(lanesRequested).toHaveLength(1);
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(page.locator('.jackpot')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();

  // A centre opened over a screen that has been seen leaves it rendered underneath (its state and
  // scroll position stay; only its lanes wait again).
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('button', { name: 'Deposit' })
    .click();
  await expect(centre).toBeVisible();
  await expect(page.locator('#main .frame__screen > *').first()).toBeAttached();
  await expect(page.locator('.site-footer')).toHaveCount(0);
});

test.describe('a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test('the home lanes, banners and footer render behind the member centre, which does not cover them', async ({
    page,
    request,
  }) => {
    await signInAsFreshMember(page, request, 'wide');
    await page.goto('/?mc=transferFund');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByTestId('wallet-main')).toBeVisible();
    await expect(page.locator('#main [data-game-card]').first()).toBeAttached();
    await expect(page.locator('#main .banner-strip')).toHaveCount(1);
    await expect(page.locator('.site-footer')).toHaveCount(1);
  });
});

for (const width of [1366, 1024]) {
  test.describe(`desktop ${width}`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/rng', '/lottery']) {
      test(`the customer-service buttons stay clear of ${path}'s cards and buttons`, async ({
        page,
      }) => {
        await open(page, path, 'light');
        const menu = page.getByRole('complementary', { name: 'Customer service' });
        await expect(menu).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
        await expect(page.locator('#main button').first()).toBeVisible();
        const menuLeft = (await menu.boundingBox())?.x ?? 0;
        // Each control's right edge as shown: cut by its scrolling or clipping ancestors (a
        // strip of chips, a carousel whose hidden slides lie beyond the screen).
        const contentRight = await page.evaluate(() => {
          const shownRight = (el: HTMLElement) => {
            const box = el.getBoundingClientRect();
            let right = Math.min(box.right, innerWidth);
            for (let up = el.parentElement; up && up.id !== 'main'; up = up.parentElement) {
              if (getComputedStyle(up).overflowX !== 'visible')
                right = Math.min(right, up.getBoundingClientRect().right);
            }
            return right > box.left ? right : 0;
          };
          return Math.max(
            ...Array.from(
              document.querySelectorAll<HTMLElement>(
                '#main a[href], #main button, #main input, #main [data-game-card]',
              ),
            )
              .filter((el) => el.checkVisibility())
              .map(shownRight),
          );
        });
        expect(contentRight, 'the content reaches the right of the page').toBeGreaterThan(
          menuLeft - 200,
        );
        expect(contentRight, 'rightmost control of the content').toBeLessThanOrEqual(menuLeft);
      });
    }
  });
}
