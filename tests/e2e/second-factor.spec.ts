import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousAxeViolationsByTheme } from './support/axe';
import { createFreshMember } from './support/agents';
import { apiLogin, latestCode } from './support/sandbox';

/**
 * Second-factor login (issue 15, section 4): a fresh member whose settings ask for the step on a new
 * address signs in from one (a test-only `X-Forwarded-For`; the e2e sandbox trusts the proxy
 * header), gets the step in the login dialog and passes it with the code from the sandbox inbox.
 */

/** A fresh player with a bound email, known at this machine's address, asking on new ones. */
async function memberAskingOnNewAddresses(request: APIRequestContext) {
  const member = await createFreshMember(request, { type: 0, prefix: 'sf' });
  const email = `${member.account}@sandbox.test`;
  // The first sign-in (from here) makes this machine its usual address; then the email is bound.
  const token = await apiLogin(request, member.account, member.password);
  const bound = await request.put('/wps/member/profile', {
    data: { email },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(bound.ok()).toBe(true);
  const set = await request.put('/__mock/second-factor', {
    data: { account: member.account, mode: 'newAddress', method: 'email' },
  });
  expect(set.ok()).toBe(true);
  return { ...member, email };
}

async function logInFromNewAddress(page: Page, account: string, password: string) {
  // A documentation-range address nobody else uses: a login from a place the member never was.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.151' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(account);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  return dialog;
}

test('a login from a new address passes the email code from the inbox and ends signed in', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const member = await memberAskingOnNewAddresses(request);
  const dialog = await logInFromNewAddress(page, member.account, member.password);
  const field = dialog.getByRole('textbox', { name: /^Email code/ });
  await expect(field).toBeFocused();
  await expect(dialog.getByText(/sent to sf\*\*\*@sandbox\.test/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await expect(page.evaluate(() => sessionStorage.getItem('token'))).resolves.toBeNull();

  // A wrong code is said on the field and keeps the focus there.
  const code = await latestCode(request, member.email);
  await field.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please enter a valid verification code.')).toBeVisible();
  await testInfo.attach('second-factor-wrong-code', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await field.fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.evaluate(() => sessionStorage.getItem('account'))).resolves.toBe(
    member.account,
  );
});

test('the second-factor step has no serious accessibility problems and fits 390 px (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await memberAskingOnNewAddresses(request);
  const dialog = await logInFromNewAddress(page, member.account, member.password);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Email code/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  // Nothing of the step sticks out of the dialog (the resend button wraps under the field).
  const dialogBox = await dialog.boundingBox();
  for (const part of [
    dialog.getByRole('button', { name: /^Resend in \d+ s$/ }),
    dialog.getByText(/sent to sf\*\*\*@sandbox\.test/),
  ]) {
    const box = await part.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
      (dialogBox?.x ?? 0) + (dialogBox?.width ?? 0) + 0.5,
    );
  }
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('second-factor-390-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  // Back leads to the form again, the password cleared.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel(/^Password/)).toHaveValue('');
});
