import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createFreshMember, signInAsFreshAgent } from './support/agents';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { apiLogin, signInAs } from './support/sandbox';
import { expect, test } from './support/test';
import { skipPopupNotices } from './support/notices';

/**
 * The contract life cycle on the agent centre's contract pages (sections 3 and 4), with fresh
 * agents of the test's own: a top agent A, its agent downline B, and B's agent downline C. A offers
 * B a dividend contract, B accepts it in its own browser, both see it in force; then with B holding
 * a contract with C, A offers B a lower rate: the warning names B's contract with C, A confirms, B
 * accepts, and C's contract ends. The pages' accessibility is read as demoagent (nothing changed).
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const section = (page: Page, name: string) => centre(page).getByRole('region', { name });
const teamList = (page: Page) =>
  section(page, 'Contracts with my team').getByRole('region', {
    name: 'List of contracts with my team',
  });

/** A page of its own (a new browser context) signed in as `account`. */
async function pageOf(
  browser: Browser,
  request: APIRequestContext,
  account: string,
  password: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipPopupNotices(page);
  await signInAs(page, request, account, password);
  return page;
}

interface Tier {
  periodValidBet: string;
  periodProfitLoss: string;
  activeMembers: string;
  rate: string;
}

async function offerDividend(page: Page, downline: string, tier: Tier) {
  const form = section(page, 'Offer a dividend contract');
  await form.getByLabel(/Direct downline/).selectOption(downline);
  await form.getByLabel('Settlement period').selectOption({ label: 'Weekly' });
  const first = form.getByRole('group', { name: 'Tier 1' });
  await first.getByLabel(/Period valid bet/).fill(tier.periodValidBet);
  await first.getByLabel(/Period profit and loss/).fill(tier.periodProfitLoss);
  await first.getByLabel(/Active members/).fill(tier.activeMembers);
  await first.getByLabel(/Rate/).fill(tier.rate);
  await form.getByRole('button', { name: 'Send the offer' }).click();
}

/** A contract call through the API as `token` (set-up the test is not about). */
async function contractCall(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<{ contractId: string }> {
  const response = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { success: boolean; value: { contractId: string } };
  if (!response.ok() || !body.success)
    throw new Error(`${path} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.value;
}

test('A offers B a dividend contract, B accepts it; a lower rate from A ends B’s contract with C', async ({
  page,
  request,
  browser,
}) => {
  // Two browsers and a dozen round trips: more than one page's worth of time.
  test.slow();
  await skipPopupNotices(page);
  const a = await signInAsFreshAgent(page, request, { prefix: 'ctA' });
  const b = await createFreshMember(request, { upline: a.account, prefix: 'ctB' });
  const c = await createFreshMember(request, { upline: b.account, prefix: 'ctC' });

  // A offers B a dividend contract at 20%.
  await page.goto('/?ac=agentDividendRecordCopy2');
  await expect(centre(page).getByRole('heading', { name: 'Dividend', exact: true })).toBeVisible();
  await offerDividend(page, b.account, {
    periodValidBet: '100',
    periodProfitLoss: '10',
    activeMembers: '1',
    rate: '20',
  });
  await expect(centre(page).getByRole('status').first()).toContainText(
    `Offer sent to ${b.account}`,
  );
  const offered = teamList(page).getByRole('row', { name: new RegExp(b.account) });
  await expect(offered).toContainText('New offer');

  // B, in a browser of its own, sees the offer with its terms and accepts it.
  const pageB = await pageOf(browser, request, b.account, b.password);
  await pageB.goto('/?ac=agentDividendRecordCopy2');
  const mine = section(pageB, 'My contract');
  const offer = mine.getByRole('article', { name: new RegExp(`contract with ${a.account}`) });
  await expect(offer).toContainText('New offer');
  await expect(offer).toContainText('Weekly');
  await expect(offer.getByRole('table', { name: 'Rate tiers of the contract' })).toContainText(
    '20%',
  );
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(centre(pageB).getByRole('status').first()).toContainText(
    `Contract with ${a.account} accepted.`,
  );
  await expect(offer).toContainText('In force');
  await expect(offer.getByRole('button', { name: 'Terminate' })).toBeVisible();

  // A sees it in force too.
  await page.reload();
  await expect(teamList(page).getByRole('row', { name: new RegExp(b.account) })).toContainText(
    'In force',
  );

  // B holds a dividend contract with C at 30% (set up through the API: B offers, C accepts).
  const tokenB = await apiLogin(request, b.account, b.password);
  const tokenC = await apiLogin(request, c.account, c.password);
  const withC = await contractCall(request, tokenB, '/wps/agent/contracts', {
    downline: c.account,
    kind: 'dividend',
    terms: {
      kind: 'dividend',
      settlementPeriod: 'W',
      tiers: [{ periodValidBet: 100, periodProfitLoss: 10, activeMembers: 1, rate: 30 }],
    },
  });
  await contractCall(request, tokenC, '/wps/agent/contracts/dividend/process', {
    contractId: withC.contractId,
    action: 'accept',
  });

  // A offers B 10%: the warning names B's contract with C; A confirms.
  await offerDividend(page, b.account, {
    periodValidBet: '100',
    periodProfitLoss: '10',
    activeMembers: '1',
    rate: '10',
  });
  const warning = page.getByRole('dialog', { name: "Lower rate than your downline's contracts" });
  await expect(warning.getByRole('list', { name: 'Contracts that will end' })).toContainText(
    `${b.account} → ${c.account}: dividend, rate 30%`,
  );
  await warning.getByRole('button', { name: 'Confirm the lower rate' }).click();
  await expect(warning).toBeHidden();
  await expect(centre(page).getByRole('status').first()).toContainText(
    `Offer sent to ${b.account}`,
  );

  // B accepts the lower offer; its contract with C has ended by the lower-rate rule.
  await pageB.reload();
  const lower = section(pageB, 'My contract').getByRole('article').filter({ hasText: 'New offer' });
  await expect(lower).toContainText('10%');
  await lower.getByRole('button', { name: 'Accept' }).click();
  await expect(centre(pageB).getByRole('status').first()).toContainText(
    `Contract with ${a.account} accepted.`,
  );
  const endedWithC = teamList(pageB).getByRole('row', { name: new RegExp(c.account) });
  await expect(endedWithC).toContainText('Terminated');
  await expect(endedWithC).toContainText('Ended by the lower-rate rule');
  await pageB.context().close();
});

const pages = [
  ['agentDividendRecordCopy2', 'Dividend'],
  ['agentDailyWages2', 'Daily salary'],
  ['agentHourSalary', 'Hourly salary'],
  ['agentRealtimeSalary', 'Real-time salary'],
] as const;

test('the four contract pages have no serious axe violations (light and dark)', async ({
  page,
  request,
}) => {
  test.slow();
  await skipPopupNotices(page);
  await signInAs(page, request, 'demoagent');
  await page.goto(`/?ac=${pages[0][0]}`);
  for (const [key, title] of pages) {
    // Moving through the centre's menu, as an agent does (no reload between the pages).
    await centre(page)
      .getByRole('navigation', { name: 'Agent' })
      .getByRole('button', { name: title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]ac=${key}`));
    await expect(centre(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(section(page, 'My contract').getByRole('article').first()).toBeVisible();
    await expect(teamList(page)).toBeVisible();
    await expect(
      centre(page)
        .getByRole('region', { name: /^Offer a/ })
        .getByRole('button', { name: 'Send the offer' }),
    ).toBeVisible();
    // The centre is modal: its dialog is what the agent can reach.
    expect(await seriousAxeViolationsByTheme(page, '[data-testid="agent-centre"]')).toEqual({
      light: [],
      dark: [],
    });
  }
});

test('a contract page works on a 390 px phone', async ({ page, request }) => {
  await skipPopupNotices(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'demoagent');
  await page.goto('/?ac=agentDividendRecordCopy2');
  const form = section(page, 'Offer a dividend contract');
  await expect(form.getByRole('button', { name: 'Send the offer' })).toBeVisible();
  // Nothing pushes the page sideways: wide tables scroll in their own boxes.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
