import type { Page } from '@playwright/test';
import {
  createFreshMember,
  giveRealtimeSalary,
  placeBet,
  signInAsFreshAgent,
} from '../support/agents';
import { advanceSandboxClock } from '../support/sandbox';
import { expect, test } from '../support/test';

/**
 * The agent's income follows its team's bets through the real-time salary, which the sandbox
 * settles in 5-minute windows of its clock: moving the clock is sandbox-wide, so here, one test at
 * a time. Fresh agents of its own (control API).
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

test("a lost bet of the agent's player pays the agent's real-time salary once its 5-minute window ends", async ({
  page,
  request,
}) => {
  const top = await createFreshMember(request, { balance: 10_000 });
  const agent = await signInAsFreshAgent(page, request, { upline: top.account });
  await giveRealtimeSalary(request, top, agent);
  const player = await createFreshMember(request, { type: 0, upline: agent.account, balance: 500 });
  await placeBet(request, { account: player.account, stake: 120, payout: 0 });
  // The window the bet fell in has surely ended 5 minutes later: the sandbox pays it then.
  await advanceSandboxClock(request, 5);

  await page.goto('/?ac=agentRevenueReport');
  const dialog = centre(page);
  await expect(dialog.getByRole('heading', { name: 'My income' })).toBeVisible();
  const sources = dialog.getByRole('table', { name: 'Income by source' });
  // 1.5% of the lost 120.00.
  await expect(sources.getByRole('row', { name: /^Real-time salary/ })).toContainText('P1.80');
  await expect(sources.getByRole('row', { name: /^Real-time salary/ })).toContainText('100%');
  await expect(
    dialog
      .locator('.records-totals__item')
      .filter({ has: page.getByRole('term').getByText('Income', { exact: true }) })
      .getByRole('definition'),
  ).toHaveText('P1.80');
  await expect(dialog.getByRole('img', { name: /^Income per day/ })).toBeVisible();
});
