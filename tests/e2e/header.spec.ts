import { expect, test, type Page, type TestInfo } from './support/test';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { signInAs } from './support/sandbox';

/** The header of section 2: game navigation, the More menu and the profile dropdown (issue 4). */

async function open(page: Page, path = '/') {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Slots' })).toBeVisible();
  return nav;
}

async function attachHeader(page: Page, testInfo: TestInfo, name: string) {
  const box = await page.locator('header.header').boundingBox();
  const clip = box
    ? { x: 0, y: 0, width: page.viewportSize()?.width ?? 1280, height: Math.max(box.height, 420) }
    : undefined;
  await testInfo.attach(name, {
    body: await page.screenshot(clip ? { clip } : {}),
    contentType: 'image/png',
  });
}

test('a visitor gets the game categories, each a menu of its vendors (light and dark)', async ({
  page,
}, testInfo) => {
  const nav = await open(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  for (const name of [
    'Live casino',
    'Slots',
    'Fishing',
    'Card games',
    'Sports',
    'E-sports',
    'Lottery',
    'E-lottery',
    'More',
  ]) {
    await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // DS88 is switched off in the sandbox's menu settings.
  await expect(nav.getByRole('button', { name: 'Sabong' })).toHaveCount(0);
  await attachHeader(page, testInfo, 'header-visitor-light');

  // Keyboard: Enter opens the menu on its first item, the arrows move, Enter follows the link.
  await nav.getByRole('button', { name: 'Slots' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Slots' });
  await expect(menu.getByRole('menuitem')).toHaveCount(12);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await attachHeader(page, testInfo, 'header-slots-menu-dark');

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'PG Soft' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rng\?page=PG$/);
  await expect(menu).toHaveCount(0);
});

test('vendors lead to their lobbies: esports, lottery', async ({ page }) => {
  const nav = await open(page);
  await nav.getByRole('button', { name: 'E-sports' }).click();
  await page.getByRole('menuitem', { name: 'IM Esports' }).click();
  await expect(page).toHaveURL(/\/esports$/);
  await nav.getByRole('button', { name: 'Lottery', exact: true }).click();
  await page.getByRole('menuitem', { name: 'SEA 4D Lottery' }).click();
  await expect(page).toHaveURL(/\/lottery\?vendor=TCG_SEA$/);
});

test('the More menu: events, help centre, language; member pages ask a visitor to log in', async ({
  page,
}, testInfo) => {
  const nav = await open(page);
  await nav.getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Invite friends',
    'Reward centre',
    'Events',
    'Chat room',
    'Help centre',
    'Language',
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await attachHeader(page, testInfo, 'header-more-menu');

  await menu.getByRole('menuitem', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/promotions$/);

  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Help centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Help centre' })).toBeVisible();
  await page.keyboard.press('Escape');

  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Invite friends' }).click();
  // A member-centre page: a visitor is asked to log in first.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('demoplayer gets the balance and the profile dropdown (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await signInAs(page, request, 'demoplayer');
  await open(page);
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance).toContainText(/P\d{1,3}(,\d{3})*\.\d{2}/);
  await balance.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toContainText('P••••••');
  await balance.getByRole('button', { name: 'Hide balance' }).click();
  await balance.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance).toContainText(/P\d{1,3}(,\d{3})*\.\d{2}/);
  await attachHeader(page, testInfo, 'header-demo-player-light');

  await page.getByRole('button', { name: /^demoplayer: account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Silver')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Deposit',
    'Withdraw',
    'Betting record',
    'Account record',
    'Personal profit and loss',
    /^Reward centre\s*\d+/,
    'Points',
    'Rebate promo',
    'Security centre',
    /^Messages\s*\d+/,
    'Sign out',
  ]);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await attachHeader(page, testInfo, 'header-profile-menu-dark');

  await menu.getByRole('menuitem', { name: 'Betting record' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { level: 3, name: 'Betting record' })).toBeVisible();
  await expect(page).toHaveURL(/\?mc=personalHistoryCopy$/);
  await expect(centre.getByRole('table', { name: 'Bets' })).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await expect(centre).toHaveCount(0);

  await page.getByRole('button', { name: /^demoplayer: account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Points' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
});

test('demoagent gets the agent centre; game pages hide the balance', async ({ page, request }) => {
  await signInAs(page, request, 'demoagent');
  await open(page);
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText(/P[\d,]+\.\d{2}/);
  await page.getByRole('button', { name: /^demoagent: account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre.getByRole('navigation', { name: 'Agent' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Team overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/\?ac=agentTeamOverview$/);
  await page.keyboard.press('Escape');
  await expect(centre).toHaveCount(0);

  await page.goto('/game');
  await expect(page.getByRole('button', { name: /^demoagent: account menu/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' })).toHaveCount(0);

  // The lottery page is a game page under every alias (route-table isGamePage).
  for (const path of ['/lottery', '/lott', '/vnLottery', '/seaLottery']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^demoagent: account menu/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Balance' }), path).toHaveCount(0);
  }
});

test('demotrial is warned instead of opening member pages', async ({ page, request }) => {
  await signInAs(page, request, 'demotrial');
  await open(page);
  await page.getByRole('button', { name: /^demotrial: account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Security centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Notice' })).toContainText('trial account');
});
