import { placeBet } from '../support/agents';
import { drawOutcome, freshLuckyPlayer, headerBalance } from '../support/lucky-draws';
import { keepSandboxDayFor } from '../support/sandbox';
import { expect, test } from '../support/test';

/**
 * The red envelope and the prize wheel used once and then refused on the same day. "Today" is the
 * sandbox clock's UTC day, so the test first makes sure that day does not end while it runs (a run
 * that crossed midnight between the two spins was allowed the second): that may move the sandbox
 * clock, so here, one test at a time. The rest of the draws' tests are in `../lucky-draws.spec.ts`.
 */

test('a fresh member plays a round, opens the red envelope once and spins the wheel', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The page's clock runs from the sandbox's time (moved or not), on the same day as its rules.
  await page.clock.install({ time: await keepSandboxDayFor(request, 15) });
  const member = await freshLuckyPlayer(page, request);
  await page.goto('/redEnvelope');
  await expect(page.getByRole('heading', { level: 1, name: 'Red envelope' })).toBeVisible();
  await expect(
    page.getByText(/Play one round with a valid bet of at least P10\.00 today/),
  ).toBeVisible();
  await expect(page.getByText('Nothing claimed on these days yet.')).toBeVisible();

  await placeBet(request, { account: member.account, stake: 20, payout: 0 });
  await page.reload();
  await expect(page.getByText(/Your red envelope is ready/)).toBeVisible({ timeout: 30_000 });
  await expect(headerBalance(page)).toContainText('P80.00');

  await page.getByRole('button', { name: 'Open the red envelope' }).click();
  await expect(drawOutcome(page)).toHaveText(/^You won P\d+\.\d\d! It is in your main wallet\.$/);
  const won = Number(/P(\d+\.\d\d)/.exec((await drawOutcome(page).textContent()) ?? '')?.[1]);
  expect(won).toBeGreaterThan(0);
  await expect(headerBalance(page)).toContainText(`P${(80 + won).toFixed(2)}`);
  const history = page.getByRole('list', { name: 'Your history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText(`P${won.toFixed(2)}`);

  await page.getByRole('button', { name: 'Open the red envelope' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "You have already opened today's red envelope.",
  );
  await expect(headerBalance(page)).toContainText(`P${(80 + won).toFixed(2)}`);

  await page.getByRole('link', { name: 'Spin the prize wheel' }).click();
  await expect(page).toHaveURL(/\/prizeWheel$/);
  await expect(page.getByText('You have 1 spin left today.')).toBeVisible();
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(drawOutcome(page)).toHaveText(/^(You won .+!|Better luck next time)/);
  await expect(page.getByText('No spins left today.', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your history' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(page.getByRole('alert')).toContainText("You have used today's spins.");
});
