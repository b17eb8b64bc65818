import { expect, test, type Page } from './support/test';
import { seriousAxeViolations } from './support/axe';
import { signInAs } from './support/sandbox';

/**
 * The member centre's frame (issue 12): an overlay over the current page that lives in the address
 * (`?mc=<page>`), its page menu, and who may open it. The pages themselves have specs of their own.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
/** The title of the page the centre shows (the pages may hold regions of their own). */
const shownPage = (page: Page, name: string) =>
  centre(page).getByRole('heading', { level: 3, name, exact: true });
const menu = (page: Page) => centre(page).getByRole('navigation', { name: 'Member centre pages' });

async function prepare(page: Page, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  // The pop-up announcements may cover the header; they are not what these tests are about.
  await page.addLocatorHandler(
    page.getByRole('button', { name: 'Close the announcements' }),
    async (close) => close.click(),
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`opens from the profile menu at its page, moves between pages and closes with Back (${theme})`, async ({
    page,
    request,
  }) => {
    await prepare(page, theme);
    await signInAs(page, request, 'demoplayer');
    await page.goto('/live');
    await page.getByRole('button', { name: /^demoplayer: account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Security centre' }).click();

    await expect(page).toHaveURL(/\/live\?mc=securityCenter$/);
    await expect(shownPage(page, 'My account')).toBeVisible();
    const current = menu(page).getByRole('button', { name: 'My account' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByRole('button').first()).toHaveText('My account');
    expect(await seriousAxeViolations(page)).toEqual([]);

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
}

test('Escape closes it, leaving the page below', async ({ page, request }) => {
  await prepare(page);
  await signInAs(page, request, 'demoplayer');
  await page.goto('/rng?mc=transactionHistory');
  await expect(shownPage(page, 'Account record')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/rng$/);
});

test('a visitor following a link is asked to log in, then lands on the page', async ({ page }) => {
  await prepare(page);
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
  await prepare(page);
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
  await prepare(page);
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
