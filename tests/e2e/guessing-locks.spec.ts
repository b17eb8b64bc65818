import { expect, test } from './support/test';
import { signInAsFreshAgent } from './support/agents';
import { skipPopupNotices } from './support/notices';

/**
 * Guessing is stopped where the member types (issue 14): five wrong payment passwords lock it for
 * every operation that checks one, the page says for how long, and the right one is refused until
 * the lock ends. A fresh player of the test's own, so the lock touches nobody else.
 */
test('five wrong payment passwords lock withdrawals, and the page says for how long', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAsFreshAgent(page, request, {
    type: 0,
    balance: 800,
    paymentPassword: '246810',
    prefix: 'lock',
  });
  await page.goto('/?mc=withdraw');
  const withdraw = page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('region', { name: 'Withdraw', exact: true });
  await expect(withdraw.getByText('Main wallet: P800.00 available to withdraw.')).toBeVisible();
  await withdraw.getByRole('textbox', { name: /Amount/ }).fill('100');
  await withdraw.getByRole('textbox', { name: /Bank or e-wallet/ }).fill('BDO');
  await withdraw.getByRole('textbox', { name: /Account name/ }).fill('Lock Test');
  await withdraw.getByRole('textbox', { name: /Account number/ }).fill('004455667890');

  const password = withdraw.getByLabel('Payment password');
  const submit = withdraw.getByRole('button', { name: 'Withdraw', exact: true });
  /** Sends the form and waits for the server's answer (the same text may already be showing). */
  const send = async () => {
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/withdrawals',
    );
    await submit.click();
    return (await answered).status();
  };
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await password.fill(`00000${attempt}`);
    expect(await send()).toBe(400);
    await expect(withdraw.getByText('The payment password is wrong.')).toBeVisible();
  }
  await password.fill('000005');
  expect(await send()).toBe(429);
  const locked = 'The payment password is locked after too many wrong tries. Try again in 15 min.';
  await expect(withdraw.getByText(locked)).toBeVisible();

  // The right one is refused too while the lock lasts, and nothing left the wallet.
  await password.fill('246810');
  expect(await send()).toBe(429);
  await expect(withdraw.getByText(locked)).toBeVisible();
  await expect(withdraw.getByText('Main wallet: P800.00 available to withdraw.')).toBeVisible();
});
