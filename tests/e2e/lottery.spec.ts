import { expect as baseExpect, test, type Page, type TestInfo } from './support/test';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { registerFreshMember, signInAs, signInAsFreshMember } from './support/sandbox';

/**
 * The lottery page (/lottery, issue 5): menus and games for everyone, launches for members into
 * the page's frame (the sandbox lottery page), favourites per member in local storage, the
 * gameCode/vendor/playType deep link the shared game launch uses, the trial gate and the lottery
 * under maintenance.
 */

// The sandbox shares two cores with other suites: give each spec room (its steps still wait on
// what the page shows, never on a fixed time).
test.describe.configure({ timeout: 90_000 });
test.use({ actionTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

const card = (page: Page, code: string) => page.locator(`[data-lottery-game="${code}"]`);
const detail = (page: Page) => page.locator('[data-lottery-detail]');
const lists = (page: Page) => page.getByRole('tablist', { name: 'Lottery lists' });

test('a visitor browses the lotteries and is asked to log in to play (light and dark)', async ({
  page,
}, testInfo) => {
  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Northern lottery' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SEA 4D' })).toBeVisible();
  await expect(card(page, 'VNMB')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Lottery providers' })).toBeVisible();
  // The first game's latest results and draws.
  await expect(
    detail(page)
      .getByRole('img', { name: /^Winning numbers/ })
      .first(),
  ).toBeVisible();
  await detail(page).getByRole('tab', { name: 'Upcoming draws' }).click();
  await expect(detail(page).getByRole('table', { name: 'Draws of Mien Bac' })).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await shot(page, testInfo, 'lottery-visitor-dark');

  // Keyboard: the list tabs move with the arrow keys.
  await lists(page).getByRole('tab', { name: 'All lotteries' }).focus();
  // (Radix moves the focus a tick after the key: wait for each move.)
  await page.keyboard.press('ArrowRight');
  await expect(lists(page).getByRole('tab').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(lists(page).getByRole('tab', { name: 'Favourites' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Log in to keep your favourite lotteries.')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(lists(page).getByRole('tab', { name: 'All lotteries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await card(page, 'VNMB').getByRole('button', { name: 'Play Mien Bac' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await shot(page, testInfo, 'lottery-visitor-login-dark');
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
});

test('a member opens a lottery game into the page frame (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await signInAsFreshMember(page, request, 'lotplay');
  await page.goto('/lottery');
  await card(page, 'VNMB').getByRole('button', { name: 'Play Mien Bac' }).click();
  await expect(page.getByRole('heading', { name: 'Playing Mien Bac' })).toBeFocused();
  const frame = page.frameLocator('iframe[title="Mien Bac (lottery game)"]');
  await expect(frame.getByRole('heading', { name: 'Mien Bac' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Place a sandbox ticket' })).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await shot(page, testInfo, 'lottery-frame-dark');

  // The launch is now in the member's recent lotteries.
  await page.getByRole('button', { name: 'Close the game' }).click();
  await lists(page).getByRole('tab', { name: 'Recently played' }).click();
  const recent = page.getByRole('tabpanel', { name: 'Recently played' });
  await expect(recent.getByRole('button', { name: /^Mien Bac/ })).toBeVisible();
});

test('the lottery lobby opens in the frame', async ({ page, request }) => {
  await signInAsFreshMember(page, request, 'lotlobby');
  await page.goto('/lottery');
  await page.getByRole('button', { name: 'Open the lottery lobby' }).click();
  const frame = page.frameLocator('iframe[title="Lottery lobby (lottery game)"]');
  await expect(frame.getByRole('heading', { name: 'Lottery lobby' })).toBeVisible();
});

test('favourites persist after a reload, for that member only', async ({
  page,
  request,
  context,
}) => {
  const member = await signInAsFreshMember(page, request, 'lotfav');
  await page.goto('/lottery');
  const star = card(page, 'VNHCM').getByRole('button', { name: 'Favourite Ho Chi Minh' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await lists(page).getByRole('tab', { name: 'Favourites' }).click();
  const favourites = page.getByRole('tabpanel', { name: 'Favourites' });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('button', { name: /^Ho Chi Minh/ })).toBeVisible();
  const stored = await page.evaluate(
    (key) => localStorage.getItem(key),
    `lottFav_${member.username.toLowerCase()}`,
  );
  expect(JSON.parse(stored ?? '[]')).toHaveLength(1);

  // Another member in the same browser (same local storage) has none.
  const other = await context.newPage();
  await signInAsFreshMember(other, request, 'lotfav2');
  await other.goto('/lottery');
  await expect(
    card(other, 'VNHCM').getByRole('button', { name: 'Favourite Ho Chi Minh' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await lists(other).getByRole('tab', { name: 'Favourites' }).click();
  await expect(other.getByText('No favourites yet.', { exact: false })).toBeVisible();

  // Unfavourite: gone after a reload too.
  await page.reload();
  await card(page, 'VNHCM').getByRole('button', { name: 'Favourite Ho Chi Minh' }).click();
  await page.reload();
  await expect(
    card(page, 'VNHCM').getByRole('button', { name: 'Favourite Ho Chi Minh' }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('the deep link opens the vendor and the game betting view', async ({
  page,
  request,
}, testInfo) => {
  await signInAsFreshMember(page, request, 'lotlink');
  // DE3 is not the game's default (LO2): the route's play type reaches the lottery.
  await page.goto('/lottery?vendor=TCG_LOTTO_VN&gameCode=VNHCM&playType=DE3');
  const frame = page.frameLocator('iframe[title="Ho Chi Minh (lottery game)"]');
  await expect(frame.getByRole('heading', { name: 'Ho Chi Minh' })).toBeVisible();
  await expect(frame.getByText(/TCG_LOTTO_VN · Lott · play type DE3/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Lottery providers' }).getByRole('link', {
      name: 'Vietnam Lottery',
    }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(detail(page)).toHaveAttribute('data-lottery-detail', 'VNHCM');
  await expect(card(page, 'MAG4D')).toHaveCount(0);
  await shot(page, testInfo, 'lottery-deep-link');
});

test('a visitor on a deep link logs in and lands in the game', async ({ page, request }) => {
  const member = await registerFreshMember(request, 'lotvisit');
  await page.goto('/lottery?gameCode=VNMB&vendor=TCG_LOTTO_VN');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await login.getByLabel(/^Password/).fill(member.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  const frame = page.frameLocator('iframe[title="Mien Bac (lottery game)"]');
  await expect(frame.getByRole('heading', { name: 'Mien Bac' })).toBeVisible();
});

test('the other lottery addresses show the same page', async ({ page }) => {
  for (const path of ['/lott', '/vnLottery', '/seaLottery']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
    await expect(card(page, 'VNMB')).toBeVisible();
  }
});

test('a trial account is told to use a real account', async ({ page, request }, testInfo) => {
  await signInAs(page, request, 'demotrial');
  await page.goto('/lottery');
  await card(page, 'VNMB').getByRole('button', { name: 'Play Mien Bac' }).click();
  const warning = page.getByTestId('warning-dialog');
  await expect(warning).toContainText('This is a trial account.');
  await shot(page, testInfo, 'lottery-trial-warning');
  await warning.getByRole('button').first().click();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a lottery under maintenance says until when and offers others', async ({
  page,
  request,
}, testInfo) => {
  await signInAsFreshMember(page, request, 'lotmaint');
  await page.goto('/lottery');
  await expect(card(page, 'VNBL')).toContainText('Under maintenance until');
  await card(page, 'VNBL').getByRole('button', { name: 'Play Bac Lieu' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Bac Lieu is under maintenance' });
  await expect(notice).toContainText('It is expected back at');
  await expect(
    notice.getByRole('heading', { name: 'Bac Lieu is under maintenance' }),
  ).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'lottery-maintenance');
  await notice
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.locator('iframe[title$="(lottery game)"]')).toBeVisible();
});

test('the page fits a phone screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lottery?vendor=TCG_SEA');
  await expect(card(page, 'MAG4D')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await card(page, 'SG4D')
    .getByRole('button', { name: /^Singapore 4D/ })
    .click();
  await expect(detail(page)).toHaveAttribute('data-lottery-detail', 'SG4D');
  await shot(page, testInfo, 'lottery-phone');
});
