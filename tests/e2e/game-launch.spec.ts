import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Page,
  type TestInfo,
} from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { installClock, pauseClock } from './support/clock';
import { registerFreshMember, signInAs, signInAsFreshMember } from './support/sandbox';
import { skipPopupNotices } from './support/notices';

/**
 * Launching games (issue 5): the in-frame page, the recent list, favourites on lobby cards, the
 * login and trial gates, a vendor card's popup list and a game under maintenance.
 */

// Launches, searches and frames on a shared, busy machine: more room than the defaults.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function attach(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The lobby's grid of game cards. */
const grid = (page: Page) => page.getByRole('list', { name: 'Games' });

/** Searches the lobby and returns the card's launch button. */
async function findCard(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill(name);
  const button = grid(page).getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  return button;
}

async function gameId(request: APIRequestContext, gameType: string, name: string) {
  const response = await request.get(
    `/lgw/games/list?gameType=${gameType}&gameName=${encodeURIComponent(name)}&pageSize=30`,
  );
  const body = (await response.json()) as {
    value: { games: { nodeId: string; gameName: string }[] };
  };
  const game = body.value.games.find((g) => g.gameName === name);
  if (!game) throw new Error(`no ${gameType} game ${name}`);
  return game.nodeId;
}

async function expectGameInFrame(page: Page, name: string, url = /\/game\?nodeId=\w+$/) {
  await expect(page).toHaveURL(url);
  const frame = page.getByTitle(name, { exact: true });
  await expect(frame).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The sandbox's stand-in for the vendor's game page.
  await expect(
    page.frameLocator('iframe.game-frame__frame').getByRole('heading', { name }),
  ).toBeVisible();
}

test('a member launches a slot into the frame; it tops the recent list (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'launch');
  await page.goto('/rng');
  await (await findCard(page, 'Fortune Tiger')).click();
  await expectGameInFrame(page, 'Fortune Tiger');

  // The frame fills the viewport below the header, and the page does not scroll.
  const box = await page.locator('iframe.game-frame__frame').boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    viewport?.height ?? 0,
  );
  expect(await seriousAxeViolationsByTheme(page, 'section.game-frame')).toEqual({
    light: [],
    dark: [],
  });
  await attach(page, testInfo, 'game-frame-dark');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await page.getByRole('tab', { name: 'Recently played' }).click();
  await expect(grid(page).locator('article[data-game-card]').first()).toContainText(
    'Fortune Tiger',
  );
});

test('a reload of the game page launches the game again', async ({ page, request }) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'reload');
  const nodeId = await gameId(request, 'RNG', 'Mahjong Ways');
  await page.goto(`/game?nodeId=${nodeId}`);
  await expectGameInFrame(page, 'Mahjong Ways');
  const first = await page.locator('iframe.game-frame__frame').getAttribute('src');
  await page.reload();
  await expectGameInFrame(page, 'Mahjong Ways');
  expect(await page.locator('iframe.game-frame__frame').getAttribute('src')).not.toBe(first);
});

test('a member favourites and unfavourites a lobby card without a reload', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'fav');
  await page.goto('/rng');
  await findCard(page, 'Mahjong Ways');
  const card = grid(page).locator('article[data-game-card]', { hasText: 'Mahjong Ways' }).first();
  const add = card.getByRole('button', { name: 'Add Mahjong Ways to favourites' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  const remove = card.getByRole('button', { name: 'Remove Mahjong Ways from favourites' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: 'Favourites' }).click();
  const favourite = grid(page).locator('article[data-game-card]', { hasText: 'Mahjong Ways' });
  await expect(favourite).toHaveCount(1);
  await favourite.getByRole('button', { name: 'Remove Mahjong Ways from favourites' }).click();
  await expect(favourite).toHaveCount(0);

  await page.getByRole('tab', { name: 'All games' }).click();
  await findCard(page, 'Mahjong Ways');
  await expect(
    grid(page).getByRole('button', { name: 'Add Mahjong Ways to favourites' }).first(),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor gets the login dialog instead of a game, then plays after logging in', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await page.goto('/rng');
  const launch = await findCard(page, 'Fortune Tiger');
  await expect(grid(page).getByRole('button', { name: /to favourites$/ })).toHaveCount(0);
  await launch.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
  await page.keyboard.press('Escape');

  // A deep link to the game page asks for a login too, and starts the game once logged in.
  const member = await registerFreshMember(request, 'gate');
  await page.goto(`/game?nodeId=${await gameId(request, 'RNG', 'Fortune Tiger')}`);
  await expect(page.getByText('Log in to play this game.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await dialog.getByLabel(/^Password/).fill(member.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTitle('Fortune Tiger', { exact: true })).toBeVisible();
});

/** Counts the page's launchGame requests from now on. */
function countLaunches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/game/launchGame') count += 1;
  });
  return () => count;
}

async function logInThroughDialog(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

test('one click launches once: exactly one launchGame request', async ({ page, request }) => {
  // Two launches, each a lobby search and a game page: twice a launch test's room.
  test.setTimeout(240_000);
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'once');
  await page.goto('/rng');
  const launches = countLaunches(page);
  await (await findCard(page, 'Mahjong Ways')).click();
  // The game page has mounted and shows the launch's address: a second launch would have been
  // sent by now (the page's own launch runs in its first effect).
  await expectGameInFrame(page, 'Mahjong Ways');
  expect(launches()).toBe(1);
  // Back in the lobby, the next click is a new launch: one more request, not two.
  await page.getByRole('button', { name: 'Back' }).click();
  await (await findCard(page, 'Mahjong Ways')).click();
  await expectGameInFrame(page, 'Mahjong Ways');
  expect(launches()).toBe(2);
});

test('a visitor who clicks a game and then logs in is taken into that game, once', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  const member = await registerFreshMember(request, 'resume');
  await page.goto('/rng');
  const launches = countLaunches(page);
  await (await findCard(page, 'Fortune Tiger')).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(launches()).toBe(0);
  await logInThroughDialog(page, member.username, member.password);
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: "Let's play" })
    .click();
  await expectGameInFrame(page, 'Fortune Tiger');
  expect(launches()).toBe(1);
});

test('a visitor who dismisses the login dialog is not launched into the game later', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  const member = await registerFreshMember(request, 'dismiss');
  await page.goto('/rng');
  const launches = countLaunches(page);
  await (await findCard(page, 'Fortune Tiger')).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await logInThroughDialog(page, member.username, member.password);
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: "Let's play" })
    .click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${member.username}: account menu`) }),
  ).toBeVisible();
  // The remembered launch would run as soon as the session exists, before this shows.
  await expect(page).toHaveURL(/\/rng/);
  expect(launches()).toBe(0);
});

test('a trial account is told to use a real account for live games, while slots launch', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAs(page, request, 'demotrial');
  await page.goto('/live');
  await page.getByRole('radio', { name: 'Dream Gaming' }).click();
  await expect(page.getByRole('radio', { name: 'Dream Gaming' })).toBeChecked();
  await expect(grid(page).locator('article[data-game-card]').first()).toContainText('Dream Gaming');
  await grid(page).locator('article[data-game-card] .game-card__launch').first().click();
  const warning = page.getByTestId('warning-dialog');
  await expect(warning).toContainText(
    'This is a trial account. Please sign in with a real account to continue.',
  );
  await warning.getByRole('button', { name: 'Use a real account' }).click();
  await expect(page).toHaveURL(/\/live/);

  await page.goto('/rng');
  await (await findCard(page, 'Fortune Tiger')).click();
  await expectGameInFrame(page, 'Fortune Tiger');
});

test('a search still pending when a card is clicked does not pull the player back to the lobby', async ({
  page,
  request,
}) => {
  // Typed a name, then at once clicked a card already on screen: the launch navigates to /game while
  // the game page's code is still loading; the search that fires then must not take the player back.
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'pending-search');
  const start = await installClock(page);
  await page.goto('/rng');
  const card = grid(page).getByRole('button', { name: 'Fortune Tiger', exact: true });
  await expect(card).toBeVisible();
  await pauseClock(page, start);

  let release: (value: unknown) => void = () => undefined;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/game-frame-screen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('Fortune Tiger');
  await card.click();
  await expect(page).toHaveURL(/\/game\?nodeId=\w+$/);
  await page.clock.runFor(2_000);
  release(null);
  await expectGameInFrame(page, 'Fortune Tiger');
});

test('a vendor card opens its popup game list, which launches its games (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'popup');
  await page.goto('/rng');
  await (await findCard(page, 'KA Gaming')).click();
  const dialog = page.getByRole('dialog', { name: 'KA Gaming games' });
  await expect(dialog.getByRole('status')).toHaveText(/^Showing 30 of \d+ games$/);
  await expect(dialog.locator('article[data-game-card]')).toHaveCount(30);
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await attach(page, testInfo, 'game-popup-dark');

  await dialog.getByRole('button', { name: 'Load more games' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Showing 60 of \d+ games$/);

  const first = dialog.locator('article[data-game-card] .game-card__name').first();
  const name = (await first.textContent()) ?? '';
  await dialog.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await expect(dialog.getByRole('status')).toHaveText(/^Showing \d+ of \d+ games$/);
  await dialog.getByRole('button', { name, exact: true }).first().click();
  await expect(dialog).toHaveCount(0);
  await expectGameInFrame(page, name);
});

test('a game under maintenance shows when it is back and other games (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'maint');
  await page.goto('/rng');
  await (await findCard(page, 'Golden Empire')).click();
  const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(dialog).toContainText('Golden Empire: This game is under maintenance.');
  await expect(dialog.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const suggestions = dialog.getByRole('list').getByRole('button');
  await expect(suggestions.first()).toBeVisible();
  // The suggestions' images show once looked up.
  await expect(dialog.locator('.lazy-image img').first()).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await attach(page, testInfo, 'game-maintenance-dark');

  const name = (await suggestions.first().textContent()) ?? '';
  await suggestions.first().click();
  await expect(dialog).toHaveCount(0);
  await expectGameInFrame(page, name);
});

test('the sports-vendor and seamless pages open their game in a frame (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'pages');
  await page.goto('/fbsports');
  await expect(page.getByTitle('FB Sports', { exact: true })).toBeVisible();
  const books = page.getByRole('navigation', { name: 'Sports books' });
  await books.getByRole('link', { name: 'CMD368' }).click();
  await expect(page.getByText(/This game is under maintenance\./)).toBeVisible();
  await expect(page.getByText('Expected back:')).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page, 'section.game-frame')).toEqual({
    light: [],
    dark: [],
  });
  await attach(page, testInfo, 'fbsports-maintenance-dark');
  await books.getByRole('link', { name: 'SABA Sports' }).click();
  await expect(page.getByTitle('SABA Sports', { exact: true })).toBeVisible();

  await page.goto('/seamless?gameCode=fortune-tiger&vendor=PG');
  await expectGameInFrame(page, 'Fortune Tiger', /\/seamless\?/);
  await attach(page, testInfo, 'seamless-light');
});
