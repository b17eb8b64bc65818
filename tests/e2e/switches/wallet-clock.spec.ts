import { expect, test, type Page } from '../support/test';
import { advanceSandboxClock, signInAsFreshMember } from '../support/sandbox';
import { setFirstPaymentPassword, tinyPngBuffer } from '../support/wallet';

/**
 * The wallet pages over the sandbox's simulated operator, which the sandbox clock drives (deposits
 * approved after 1 minute, withdrawals paid after 3): sandbox-wide, so here, one test at a time.
 * Each test funds a fresh member of its own through a deposit on the page.
 */

// The header's balance as shown behind the centre: the modal centre hides the page behind it from
// assistive technology (aria-hidden), so it is found by its place, not its role.
const header = (page: Page) => page.locator('header .balance-pill');
const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function depositAndApprove(
  page: Page,
  request: Parameters<typeof advanceSandboxClock>[0],
  amount: string,
) {
  await page.goto('/?mc=depositv2');
  const deposit = centre(page).getByRole('region', { name: 'Deposit', exact: true });
  await deposit.getByRole('combobox', { name: 'Payment channel' }).selectOption({ label: 'GCash' });
  await deposit.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('status', { name: 'Deposit requested' })).toContainText('pending');
  await advanceSandboxClock(request, 2);
}

test('a transfer into a vendor wallet and everything back keeps the total, on the page and in the header', async ({
  page,
  request,
}) => {
  await signInAsFreshMember(page, request, 'tf');
  await depositAndApprove(page, request, '1000');

  await page.goto('/?mc=transferFund');
  const wallet = centre(page).getByRole('region', { name: 'Wallet', exact: true });
  await expect(wallet.getByTestId('wallet-total')).toHaveText('P1,000.00');
  await expect(wallet.getByTestId('wallet-main')).toHaveText('P1,000.00');
  await expect(header(page)).toContainText('P1,000.00');

  const vendor = await wallet
    .getByRole('combobox', { name: 'Game wallet' })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  await wallet.getByRole('textbox', { name: /Amount/ }).fill('1000.01');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByText('The amount is more than the P1,000.00 available.')).toBeVisible();

  await wallet.getByRole('textbox', { name: /Amount/ }).fill('300');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(wallet.getByText(`P300.00 moved from Main wallet to ${vendor}.`)).toBeVisible();
  const row = wallet.getByRole('row', { name: new RegExp(`^${vendor}`) });
  await expect(row).toContainText('P300.00');
  await expect(wallet.getByTestId('wallet-main')).toHaveText('P700.00');
  await expect(wallet.getByTestId('wallet-total')).toHaveText('P1,000.00');
  await expect(header(page)).toContainText('P1,000.00');

  await wallet.getByRole('radio', { name: /back to the main wallet/ }).check();
  await wallet.getByRole('button', { name: 'All', exact: true }).click();
  await expect(wallet.getByRole('textbox', { name: /Amount/ })).toHaveValue('300.00');
  await wallet.getByRole('textbox', { name: /Amount/ }).fill('100');
  await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(row).toContainText('P200.00');

  await wallet.getByRole('button', { name: 'Move everything back to the main wallet' }).click();
  await expect(wallet.getByText('P200.00 moved back to the main wallet.')).toBeVisible();
  await expect(row).toContainText('P0.00');
  await expect(wallet.getByTestId('wallet-main')).toHaveText('P1,000.00');
  await expect(wallet.getByTestId('wallet-total')).toHaveText('P1,000.00');
  await expect(header(page)).toContainText('P1,000.00');
});

test('a withdrawal goes pending, and once paid is confirmed as partly received with a proof image', async ({
  page,
  request,
}) => {
  const member = await signInAsFreshMember(page, request, 'wd');
  await setFirstPaymentPassword(request, member, '246810');
  await depositAndApprove(page, request, '1000');

  await page.goto('/?mc=withdraw');
  const withdraw = centre(page).getByRole('region', { name: 'Withdraw', exact: true });
  await expect(withdraw.getByText('Main wallet: P1,000.00 available to withdraw.')).toBeVisible();
  await withdraw.getByRole('textbox', { name: /Amount/ }).fill('400');
  await withdraw.getByRole('textbox', { name: /Bank or e-wallet/ }).fill('BDO');
  await withdraw.getByRole('textbox', { name: /Account name/ }).fill('Fresh Player');
  await withdraw.getByRole('textbox', { name: /Account number/ }).fill('004455667890');
  await withdraw.getByLabel('Payment password').fill('000000');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByText('The payment password is wrong.')).toBeVisible();

  await withdraw.getByLabel('Payment password').fill('246810');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByText(/Withdrawal WD\w+ of P400\.00 is pending\./)).toBeVisible();
  const recent = withdraw.getByRole('region', { name: 'Recent withdrawals' });
  const record = recent.getByRole('listitem').first();
  await expect(record).toContainText('Pending');
  await expect(record).toContainText('********7890');
  await expect(withdraw.getByText('Main wallet: P600.00 available to withdraw.')).toBeVisible();
  await expect(header(page)).toContainText('P600.00');
  await expect(record.getByRole('button', { name: /cancel/i })).toHaveCount(0);

  await advanceSandboxClock(request, 4);
  await page.reload();
  await expect(record).toContainText('Paid out');
  await expect(record).toContainText(
    /If you do not answer by .+, it counts as received automatically/,
  );
  await record.getByRole('button', { name: 'Confirm receipt' }).click();
  const form = record.getByRole('form', { name: 'Confirm receipt' });
  await form.getByRole('radio', { name: 'Only part of it arrived' }).check();
  await form.getByRole('textbox', { name: /Amount that arrived/ }).fill('400');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('The amount must be at most P399.99.')).toBeVisible();
  await form.getByRole('textbox', { name: /Amount that arrived/ }).fill('250');
  await expect(form.getByText('Missing: P150.00')).toBeVisible();
  await form
    .getByLabel('Proof images (optional)')
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: tinyPngBuffer });
  await expect(form.getByRole('list', { name: 'Chosen images' })).toContainText('statement.png');
  await form.getByRole('button', { name: 'Continue' }).click();

  const review = record.getByRole('region', { name: 'Check your answer' });
  await expect(review).toContainText(
    'You report that P250.00 of P400.00 arrived and P150.00 is missing.',
  );
  await expect(review).toContainText('1 proof image goes with it.');
  await expect(review).toContainText('forced receipt');
  await expect(review).toContainText('the amount is not refunded');
  await review.getByRole('button', { name: 'Send my answer' }).click();
  await expect(
    recent.getByText(/your answer about withdrawal WD\w+ \(P400\.00\) is recorded/),
  ).toBeVisible();
  await expect(record).toContainText('Partly received');
  await expect(record).toContainText('Received P250.00, missing P150.00');
  await expect(record.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
});
