import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createFreshMember, placeBet, signInAsFreshAgent } from './support/agents';
import { seriousAxeViolationsByTheme } from './support/axe';
import { signInAs } from './support/sandbox';
import { expect, test } from './support/test';

/**
 * The agent centre's reports (team betting, user profit and loss, my income, transaction details).
 * The journey uses agents of its own (control API): one bet of a fresh agent's player shows in
 * each report with the same amounts. The read-only checks use demoagent.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

/** The value shown for a total (a term of the page's totals). */
const total = (page: Page, term: string) =>
  centre(page)
    .locator('.records-totals__item')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

test("one bet of a fresh agent's player shows in team betting and user profit and loss, and in the CSV", async ({
  page,
  request,
}) => {
  const top = await createFreshMember(request, { balance: 10_000 });
  const agent = await signInAsFreshAgent(page, request, { upline: top.account });
  const player = await createFreshMember(request, {
    type: 0,
    upline: agent.account,
    balance: 500,
  });
  const bet = await placeBet(request, { account: player.account, stake: 120, payout: 0 });

  // Team betting: the one bet, its member, stake, valid bet and result, and the same totals.
  await page.goto('/?ac=personalHistoryCopy');
  const dialog = centre(page);
  await expect(dialog.getByRole('heading', { name: 'Team betting' })).toBeVisible();
  const bets = dialog.getByRole('table', { name: 'Team bets' });
  await expect(bets.locator('tbody tr')).toHaveCount(1);
  const row = bets.locator('tbody tr').first();
  await expect(row).toContainText(player.account);
  await expect(row).toContainText('Level 1');
  await expect(row).toContainText(bet.gameName);
  await expect(row.getByRole('cell').nth(2)).toHaveText('P120.00');
  await expect(row.getByRole('cell').nth(3)).toHaveText('P120.00');
  await expect(row.getByRole('cell').nth(4)).toHaveText('-P120.00');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Settled');
  await expect(total(page, 'Bets')).toHaveText('1');
  await expect(total(page, 'Valid bet')).toHaveText('P120.00');
  await expect(total(page, 'Result')).toHaveText('-P120.00');

  // Its CSV: the heading and the bet's line.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^team-bets_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')).toEqual([
    'Member,Level,Bet number,Time,Game,Game type,Vendor,Stake,Valid bet,Payout,Result,Status',
    expect.stringMatching(
      new RegExp(`^${player.account},1,${bet.id},${bet.betTime},.*,120,120,0,-120,Settled$`),
    ),
    '',
  ]);
  await expect(dialog.getByRole('status').filter({ hasText: 'exported' })).toHaveText(
    '1 row exported.',
  );

  // User profit and loss: the player's line and the team's totals, the same amounts.
  await dialog
    .getByRole('navigation', { name: 'Agent' })
    .getByRole('button', { name: 'User profit and loss' })
    .click();
  await expect(page).toHaveURL(/[?&]ac=palStatementsAgentCopy/);
  const members = dialog.getByRole('table', { name: 'Profit and loss by member' });
  await expect(members.locator('tbody tr')).toHaveCount(1);
  const line = members.locator('tbody tr').first();
  await expect(line.getByRole('cell').nth(0)).toContainText(player.account);
  await expect(line.getByRole('cell').nth(1)).toHaveText('1');
  await expect(line.getByRole('cell').nth(2)).toHaveText('P120.00');
  await expect(line.getByRole('cell').nth(3)).toHaveText('-P120.00');
  await expect(total(page, 'Valid bet')).toHaveText('P120.00');
  await expect(total(page, 'Win/loss')).toHaveText('-P120.00');
  await expect(total(page, 'Profit/loss')).toHaveText('-P120.00');
});

const pages = [
  {
    key: 'personalHistoryCopy',
    title: 'Team betting',
    table: 'Team bets',
    empty: 'No team bets in these days.',
  },
  {
    key: 'palStatementsAgentCopy',
    title: 'User profit and loss',
    table: 'Profit and loss by member',
    empty: 'No team activity in these days.',
  },
  {
    key: 'agentRevenueReport',
    title: 'My income',
    table: 'Income by source',
    empty: 'No income in these days.',
  },
  {
    key: 'agentDownlineTransactionDetailsCopy',
    title: 'Transaction details',
    table: 'Team transactions',
    empty: 'No team transactions in these days.',
  },
] as const;

// One test per page: each stays short on a busy machine, and they run side by side.
for (const { key, title, table, empty } of pages) {
  test(`${title} has no serious accessibility violations (light and dark)`, async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'demoagent');
    await page.goto(`/?ac=${key}`);
    const dialog = centre(page);
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      dialog.getByRole('table', { name: table }).or(dialog.getByText(empty)),
    ).toBeVisible();
    expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  });
}

test('on a phone the team bets scroll inside their own box, never the page', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'demoagent');
  await page.goto('/?ac=personalHistoryCopy');
  const dialog = centre(page);
  await dialog.getByRole('button', { name: 'Previous 30 days' }).click();
  const table = dialog.getByRole('table', { name: 'Team bets' });
  await expect(table).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(
    await table.locator('xpath=..').evaluate((el) => el.scrollWidth > el.clientWidth),
    'the table scrolls in its box',
  ).toBe(true);
});
