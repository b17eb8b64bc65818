import { expect, test, type Page } from './support/test';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { expectCentreFocusRingsWhole } from './support/focus-rings';
import { sendPlatformMessage, signInAs, signInAsFreshMember } from './support/sandbox';
import { skipPopupNotices } from './support/notices';

/**
 * The member centre's frame (issue 12): an overlay over the current page that lives in the address
 * (`?mc=<page>`), its page menu, and who may open it. The pages themselves have specs of their own.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
/** The title of the page the centre shows (the pages may hold regions of their own). */
const shownPage = (page: Page, name: string) =>
  centre(page).getByRole('heading', { level: 3, name, exact: true });
const menu = (page: Page) => centre(page).getByRole('navigation', { name: 'Member centre pages' });

test('opens from the profile menu at its page, moves between pages and closes with Back (light and dark)', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAs(page, request, 'demoplayer');
  await page.goto('/live');
  await page.getByRole('button', { name: /^demoplayer: account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security centre' }).click();

  await expect(page).toHaveURL(/\/live\?mc=securityCenter$/);
  await expect(shownPage(page, 'My account')).toBeVisible();
  const current = menu(page).getByRole('button', { name: 'My account' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('button').first()).toHaveText('My account');
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });

  // The keyboard reaches the menu; choosing a page keeps the centre in the same history entry.
  await menu(page).getByRole('button', { name: 'Withdraw' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/live\?mc=withdraw$/);
  await expect(shownPage(page, 'Withdraw')).toBeVisible();

  await page.reload();
  await expect(shownPage(page, 'Withdraw')).toBeVisible();

  await page.goBack();
  await expect(centre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/live$/);
});

test('Escape closes it, leaving the page below', async ({ page, request }) => {
  await skipPopupNotices(page);
  await signInAs(page, request, 'demoplayer');
  await page.goto('/rng?mc=transactionHistory');
  await expect(shownPage(page, 'Account record')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/rng$/);
});

test('a visitor following a link is asked to log in, then lands on the page', async ({ page }) => {
  await skipPopupNotices(page);
  await page.goto('/?mc=withdraw');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: /^Username/ }).fill('demoplayer');
  await login.getByLabel(/^Password/).fill('demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  // The welcome comes first; the centre waits until no other dialog is open.
  await page
    .getByRole('dialog', { name: 'Welcome' })
    .getByRole('button', { name: "Let's play" })
    .click();
  await expect(shownPage(page, 'Withdraw')).toBeVisible();
});

test('a trial account is told to use a real account', async ({ page, request }) => {
  await skipPopupNotices(page);
  await signInAs(page, request, 'demotrial');
  await page.goto('/?mc=depositv2');
  await expect(page.getByTestId('warning-dialog')).toContainText(
    'This is a trial account. Please sign in with a real account to continue.',
  );
  await expect(centre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone it fills the screen and its menu scrolls sideways inside it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopupNotices(page);
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=securityCenter');
  const box = await centre(page).boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await menu(page).getByRole('button', { name: 'Platform messages' }).click();
  await expect(shownPage(page, 'Platform messages')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A link to the last page shows its entry in the strip, scrolled into view.
  await page.goto('/?mc=playerRank');
  const last = menu(page).getByRole('button', { name: 'VIP levels' });
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect(last).toBeInViewport();
});

test('reading platform messages brings both message badges down, then away', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  const { username } = await signInAsFreshMember(page, request, 'msg');
  await sendPlatformMessage(request, username, {
    title: 'Your first deposit bonus',
    content: '<p>Deposit today and get <b>10%</b> more.</p>',
  });
  await sendPlatformMessage(request, username, {
    title: 'Weekend tournament',
    content: '<p>The slots tournament starts on Saturday.</p>',
  });
  await page.goto('/');

  const account = page.getByRole('button', { name: new RegExp(`^${username}: account menu`) });
  const menuMessages = () => page.getByRole('menu').getByRole('menuitem', { name: /^Messages/ });
  const centreMessages = menu(page).getByRole('button', { name: /^Platform messages/ });
  /** Opens the profile menu, checks its message item, and leaves by opening the messages page. */
  const profileMenuShows = async (name: string | RegExp) => {
    await account.click();
    await expect(menuMessages()).toHaveAccessibleName(name);
    await menuMessages().click();
    await expect(shownPage(page, 'Platform messages')).toBeVisible();
  };

  await profileMenuShows('Messages 2 unread messages');
  await expect(page).toHaveURL(/\?mc=messageV2$/);
  await expect(centreMessages).toHaveAccessibleName(/^Platform messages\s*, 2 unread messages$/);
  const messages = centre(page).getByRole('tabpanel');
  await expect(messages.getByText('2 unread messages')).toBeVisible();

  // Opening a message shows its body and marks it read: both badges fall to 1.
  await messages.getByRole('button', { name: /Weekend tournament/ }).click();
  await expect(messages.getByText('The slots tournament starts on Saturday.')).toBeVisible();
  await expect(centreMessages).toHaveAccessibleName(/^Platform messages\s*, 1 unread message$/);
  await expect(messages.getByText('1 unread message')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre(page)).toHaveCount(0);
  await profileMenuShows('Messages 1 unread message');

  // The other one: no badge is left anywhere.
  await messages.getByRole('button', { name: /Your first deposit bonus/ }).click();
  await expect(centreMessages).toHaveAccessibleName('Platform messages');
  await expect(messages.getByText('0 unread messages')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await profileMenuShows('Messages');
});

test('every page shows its focus rings whole, on a phone and on a wide screen', async ({
  page,
  request,
}) => {
  test.slow();
  await skipPopupNotices(page);
  // demoplayer has records, messages and rewards: the pages show their tables and pagers too.
  await signInAs(page, request, 'demoplayer');
  await expectCentreFocusRingsWhole(page, {
    address: '/?mc=securityCenter',
    centre: centre(page),
    menu: menu(page),
    minEntries: 10,
  });
});
