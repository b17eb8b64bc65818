import { expect, test, type Page } from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { signInAs, signInAsFreshMember } from './support/sandbox';
import { skipPopupNotices } from './support/notices';

/**
 * The member centre's engagement pages (reward centre, invite friends, mission activity, rebate
 * promo, transfer to upline): reached as a member reaches them, readable in both themes and on a
 * phone, and the invite link copied. Claiming a reward (the badge falls) needs the sandbox's clock
 * moved, so it lives in switches/engagement-rewards.spec.ts.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const menu = (page: Page) => centre(page).getByRole('navigation', { name: 'Member centre pages' });
const region = (page: Page, name: string) => centre(page).getByRole('region', { name });

/** Registered with demoagent's invite code (so it has an upline) and a payment password. */
const withUpline = { referralCode: 'DEMOAGENT', paymentPassword: '135790' };

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
}

test('a new member reaches every engagement page from the menus (light and dark)', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  const { username } = await signInAsFreshMember(page, request, 'engage', withUpline);
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${username}: account menu`) }).click();
  await page.getByRole('menuitem', { name: /^Reward centre/ }).click();

  await expect(page).toHaveURL(/\?mc=rewardCenter$/);
  await expect(region(page, 'Reward centre')).toContainText('You have no rewards yet.');
  await expectNoSeriousViolations(page);

  await menu(page).getByRole('button', { name: 'Invite friends' }).click();
  await expect(
    region(page, 'Invite friends').getByRole('textbox', { name: 'Your referral code' }),
  ).toHaveValue(/^[A-Z0-9]{4,}$/);
  await expect(region(page, 'Invite friends').getByRole('img')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await menu(page)
    .getByRole('button', { name: /^Mission activity/ })
    .click();
  await expect(
    region(page, 'Mission activity').getByRole('article', { name: 'Complete your profile' }),
  ).toContainText('In progress');
  await expect(
    region(page, 'Mission activity').getByRole('region', { name: 'Leaderboard' }),
  ).toContainText(/Your rank|no score in this period/);
  await expectNoSeriousViolations(page);

  await menu(page).getByRole('button', { name: 'Rebate promo' }).click();
  await expect(region(page, 'Rebate promo')).toContainText('Nothing to claim yet');
  await expectNoSeriousViolations(page);

  await menu(page).getByRole('button', { name: 'Transfer to upline' }).click();
  const transfer = region(page, 'Transfer to upline');
  await expect(transfer.getByRole('textbox', { name: /^Amount/ })).toBeVisible();
  // A new member's main wallet is empty: the form says so before anything is sent.
  await transfer.getByRole('textbox', { name: /^Amount/ }).fill('5');
  await transfer.getByLabel(/^Payment password/).fill('135790');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer).toContainText('That is more than your main wallet holds.');
  await expectNoSeriousViolations(page);
});

test('a player with history sees missions to claim, the leaderboard and a rebate (light and dark)', async ({
  page,
  request,
}) => {
  // Read only: demoplayer's seeded missions, bets and rewards are looked at, never claimed.
  await skipPopupNotices(page);
  await signInAs(page, request, 'demoplayer');
  await page.goto('/?mc=missionLeaderboard');
  const missions = region(page, 'Mission activity');
  await expect(
    missions.getByRole('button', { name: /^Claim the reward of/ }).first(),
  ).toBeVisible();
  await expect(missions.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);

  await menu(page).getByRole('button', { name: 'Rebate promo' }).click();
  await expect(
    region(page, 'Rebate promo').getByRole('table', { name: 'Rebate by game type' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await menu(page)
    .getByRole('button', { name: /^Reward centre/ })
    .click();
  await expect(
    region(page, 'Reward centre').getByRole('article', { name: 'Birthday gift' }),
  ).toContainText('Claimed');
  await expectNoSeriousViolations(page);
});

test('copies the invite link to the clipboard', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'invite');
  await page.goto('/?mc=referral');
  const link = region(page, 'Invite friends').getByRole('region', {
    name: 'Invite link for www.demo-portal.test',
  });
  const field = link.getByRole('textbox', { name: 'Invite link for www.demo-portal.test' });
  await expect(field).toHaveValue(/^https:\/\/www\.demo-portal\.test\/register\?referralCode=/);
  await link.getByRole('button', { name: 'Copy: Invite link for www.demo-portal.test' }).click();
  await expect(link.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());
});

test('on a phone the invite and transfer pages fit the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'phone', withUpline);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  const pageOverflow = () =>
    page.locator('.centre__page').evaluate((el) => el.scrollWidth - el.clientWidth);

  await page.goto('/?mc=referral');
  const qr = region(page, 'Invite friends').getByRole('img').first();
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(await overflow()).toBe(0);
  expect(await pageOverflow()).toBe(0);
  await expectNoSeriousViolations(page);

  await menu(page).getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(
    region(page, 'Transfer to upline').getByRole('button', { name: 'Transfer' }),
  ).toBeVisible();
  expect(await overflow()).toBe(0);
  expect(await pageOverflow()).toBe(0);
  await expectNoSeriousViolations(page);
});
