import { expect, test } from '../support/test';
import { seriousAxeViolations } from '../support/axe';
import { expectFocusRingsWhole } from '../support/focus-rings';
import { setFeatureFlags, setSystemStatus } from '../support/sandbox';

/**
 * The sandbox console at /sandbox in the production build (issue 16): it switches the sandbox for
 * everyone, so it lives with the sandbox-wide specs and puts every switch back afterwards.
 */

test.afterEach(async ({ request }) => {
  await setSystemStatus(request, { status: 0 });
  await setFeatureFlags(request, { DIRECTREG3: true });
  await request.put('/__mock/faults', { data: { faults: [] } });
});

test('an open portal switches to maintenance and back, live, from the console in another tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();

  const console = await context.newPage();
  await console.goto('/sandbox');
  await expect(console.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();
  const status = console.getByRole('region', { name: 'System status' });
  await status.getByRole('radio', { name: 'Maintenance' }).check();
  await status.getByLabel('Maintenance title').fill('Upgrade night');
  await status.getByLabel('Text on the page').fill('Back after the upgrade.');
  await status.getByRole('button', { name: 'Apply status' }).click();
  await expect(status.getByRole('status')).toHaveText('System status is now: Maintenance.');

  // The portal tab was never reloaded: the live stream switched it.
  const maintenance = page.getByTestId('maintenance-page');
  await expect(maintenance.getByRole('heading', { level: 1, name: 'Upgrade night' })).toBeVisible();
  await expect(maintenance.getByText('Back after the upgrade.')).toBeVisible();

  await status.getByRole('radio', { name: 'Normal' }).check();
  await status.getByRole('button', { name: 'Apply status' }).click();
  await expect(status.getByRole('status')).toHaveText('System status is now: Normal.');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await expect(maintenance).toHaveCount(0);
});

test('the console switches flags, faults and the clock, and lists accounts and the inbox', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The portal's first calls, for the request log below.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();

  const flags = page.getByRole('region', { name: 'Feature flags' });
  const register = flags.getByRole('checkbox', { name: 'DIRECTREG3' });
  await expect(register).toBeChecked();
  await expect(register).toHaveAccessibleDescription('The Register button in the header.');
  await register.press('Space');
  await expect(flags.getByRole('status')).toHaveText('DIRECTREG3 is off.');
  await expect(register).not.toBeChecked();

  const faults = page.getByRole('region', { name: 'Faults and latency' });
  await expect(faults.getByText('No faults: every operation answers normally.')).toBeVisible();
  await faults.getByLabel('Operation').selectOption('getSystemStatus');
  await faults.getByLabel('Extra latency in milliseconds (optional)').fill('300');
  await faults.getByRole('button', { name: 'Add fault' }).click();
  await expect(faults.getByRole('status')).toHaveText('Fault set for getSystemStatus.');
  await expect(faults.getByRole('listitem')).toContainText('getSystemStatus 300 ms slower');
  await faults.getByRole('button', { name: 'Remove the fault of getSystemStatus' }).click();
  await expect(faults.getByText('No faults: every operation answers normally.')).toBeVisible();
  // A rule that does nothing is refused in the form, before any call.
  await faults.getByRole('button', { name: 'Add fault' }).click();
  await expect(faults.getByText('Enter a latency or choose a failure.')).toBeVisible();

  const clock = page.getByRole('region', { name: 'Sandbox clock' });
  await clock.getByRole('button', { name: 'Advance 31 minutes' }).click();
  await expect(clock.getByRole('status')).toContainText('The sandbox clock now shows');
  await expect(clock.getByText(/minutes ahead of real time/)).toBeVisible();

  const accounts = page.getByRole('region', { name: 'Demo accounts' });
  await expect(accounts.getByRole('textbox', { name: 'Password of demoplayer' })).toHaveValue(
    'demo1234',
  );

  await expect(page.getByRole('region', { name: 'SMS and email inbox' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Live request log' }).getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: 'getSystemStatus' }).first()).toContainText(
    '200',
  );
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Every section filled in (flags, a fault's error line, the clock, accounts, the log): each focus
  // ring whole here and, resized in place, on a wide screen.
  await expectFocusRingsWhole(page, 'sandbox console', 'body');

  const reset = page.getByRole('region', { name: 'Reset' });
  await reset.getByRole('button', { name: 'Reset the sandbox…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the sandbox?' });
  await expect(dialog).toBeVisible();
  await expectFocusRingsWhole(page, 'reset confirmation', '[role=dialog]');
  await dialog.getByRole('button', { name: 'Reset now' }).click();
  await expect(dialog).toHaveCount(0);
  // Back to the seed: the flag is on again and the clock runs with real time.
  await expect(
    page
      .getByRole('region', { name: 'Feature flags' })
      .getByRole('checkbox', { name: 'DIRECTREG3' }),
  ).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Sandbox clock' }).getByText(/minutes ahead/),
  ).toHaveCount(0);
});
