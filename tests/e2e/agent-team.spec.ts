import { expect, test, type Page } from './support/test';
import { createFreshMember, placeBet, signInAsFreshAgent } from './support/agents';
import { seriousAxeViolationsByTheme } from './support/axe';
import { expectCentreFocusRingsWhole } from './support/focus-rings';
import { signInAs } from './support/sandbox';
import { skipPopupNotices } from './support/notices';

/**
 * The agent centre's team pages (announcements, overview, account, team management): a fresh agent
 * registers a downline and finds it in team management, transfers to it and sees both balances
 * move, and sees its team's bets in the overview; every page readable in both themes (demoagent,
 * read only) and on a phone.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const menu = (page: Page) => centre(page).getByRole('navigation', { name: 'Agent' });
const region = (page: Page, name: string) => centre(page).getByRole('region', { name });

async function openAgentCentre(page: Page, account: string) {
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${account}: account menu`) }).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\?ac=agentTeamOverview$/);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
}

/** What each page shows once loaded, checked before axe reads it. */
const pageChecks: Record<string, (page: Page) => Promise<void>> = {
  'Team overview': async (page) => {
    const overview = region(page, 'Team overview');
    await expect(overview.getByTestId('team-overview-figures')).toContainText('Team members');
    await expect(overview.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
  Announcement: async (page) => {
    await expect(region(page, 'Announcement').getByRole('article').first()).toBeVisible();
  },
  Account: async (page) => {
    const account = region(page, 'Account');
    await expect(account.getByRole('textbox', { name: 'Referral code' })).toHaveValue(/\S/);
    await expect(account.getByRole('img', { name: /^QR code of / }).first()).toBeVisible();
  },
  'Team management': async (page) => {
    const team = region(page, 'Team management');
    await expect(team.getByRole('region', { name: 'Team members' })).toContainText('demosubagent');
  },
};

for (const [name, check] of Object.entries(pageChecks)) {
  test(`demoagent reads ${name} (light and dark)`, async ({ page, request }) => {
    await skipPopupNotices(page);
    await signInAs(page, request, 'demoagent');
    await openAgentCentre(page, 'demoagent');
    if (name !== 'Team overview') await menu(page).getByRole('button', { name }).click();
    await check(page);
    await expectNoSeriousViolations(page);
    if (name === 'Team management') {
      await region(page, name).getByRole('button', { name: 'Transfer to demosubagent' }).click();
      await expect(page.getByRole('dialog', { name: 'Transfer to demosubagent' })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
}

test('a fresh agent registers a downline, finds it in team management and transfers to it', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  const agent = await signInAsFreshAgent(page, request, {
    balance: 1000,
    paymentPassword: '135790',
    prefix: 'team',
  });
  await page.goto('/');
  const headerBalance = page.getByRole('group', { name: 'Balance' });
  await expect(headerBalance).toContainText('P1,000.00');
  await openAgentCentre(page, agent.account);

  await menu(page).getByRole('button', { name: 'Account' }).click();
  const form = region(page, 'Account');
  const downline = `dl${Date.now().toString(36).slice(-8)}`;
  await form.getByRole('radio', { name: /^Player/ }).check();
  await form.getByRole('textbox', { name: /^Username/ }).fill(downline);
  await form.getByLabel(/^Password/).fill('abc12345');
  await form.getByLabel(/^Confirm password/).fill('abc12345');
  await form.getByRole('textbox', { name: /^Nickname/ }).fill('First one');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(
    form.getByRole('heading', { name: `${downline} is now in your team` }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Open team management' }).click();

  await expect(page).toHaveURL(/\?ac=downlineManagmentView$/);
  const team = region(page, 'Team management');
  const row = team.getByRole('row').filter({ hasText: downline });
  await expect(row).toContainText('Player');
  await expect(row).toContainText('P0.00');

  await row.getByRole('button', { name: `Transfer to ${downline}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer to ${downline}` });
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1000.01');
  await dialog.getByLabel(/^Payment password/).fill('135790');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog).toContainText('You can transfer at most P1,000.00.');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('250.75');
  await dialog.getByRole('button', { name: 'Transfer' }).click();

  await expect(team.getByRole('status').filter({ hasText: 'transferred' })).toContainText(
    `P250.75 transferred to ${downline}. Your main wallet: P749.25.`,
  );
  await expect(row).toContainText('P250.75');
  // The header's balance (behind the centre) followed the transfer.
  await centre(page).getByRole('button', { name: 'Close' }).first().click();
  await expect(headerBalance).toContainText('P749.25');
});

test("the overview shows the figures of the team's bets", async ({ page, request }) => {
  await skipPopupNotices(page);
  const agent = await signInAsFreshAgent(page, request, { prefix: 'view' });
  const member = await createFreshMember(request, {
    type: 0,
    upline: agent.account,
    balance: 500,
  });
  await placeBet(request, { account: member.account, stake: 120, payout: 0 });
  await openAgentCentre(page, agent.account);

  const figures = region(page, 'Team overview').getByTestId('team-overview-figures');
  const figure = (name: string) =>
    figures
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .locator('+ dd');
  await expect(figure('Team members')).toHaveText('1');
  await expect(figure('Active members')).toHaveText('1');
  await expect(figure('Valid bets')).toHaveText('P120.00');
  await expect(figure('Profit/loss')).toHaveText('-P120.00');
  await expect(figure('Deposits')).toHaveText('P0.00');
});

test('team management fits a 390 px phone', async ({ page, request }) => {
  await skipPopupNotices(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'demoagent');
  await openAgentCentre(page, 'demoagent');
  await menu(page).getByRole('button', { name: 'Team management' }).click();
  const team = region(page, 'Team management');
  await expect(team.getByRole('region', { name: 'Team members' })).toContainText('demosubagent');
  // The table scrolls in its own box; the page itself never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

test('every page shows its focus rings whole, on a phone and on a wide screen', async ({
  page,
  request,
}) => {
  test.slow();
  await skipPopupNotices(page);
  // demoagent (read only) has a team, records and contracts: the pages show their tables too.
  await signInAs(page, request, 'demoagent');
  await expectCentreFocusRingsWhole(page, {
    address: '/?ac=agentTeamOverview',
    centre: centre(page),
    menu: menu(page),
    minEntries: 8,
  });
});
