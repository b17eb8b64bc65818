import { advanceSandboxClock, signInAsFreshMember } from '../support/sandbox';
import { expect, test } from '../support/test';
import { skipPopupNotices } from '../support/notices';

/**
 * The outcome of an activity application on the promotions page. An application to promotion 302
 * without a screenshot is rejected at its review, 10 minutes later, with the reviewer's remark; the
 * sandbox's clock is moved past it, which every user of the sandbox sees, hence this spec's place
 * in switches/.
 */
test('an application without a screenshot comes back rejected with the remark, and may be sent again', async ({
  page,
  request,
}) => {
  await skipPopupNotices(page);
  await signInAsFreshMember(page, request, 'review');
  await page.goto('/promotions?category=SPORTS');
  const sports = page.getByRole('article', { name: 'Share your big sports win' });
  await sports.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Share your big sports win' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Forgot the ticket');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your application was sent.');
  await page.keyboard.press('Escape');
  await expect(sports.getByText('Under review', { exact: true })).toBeVisible();

  await advanceSandboxClock(request, 11);
  await page.reload();
  await expect(sports.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(sports.getByText(/^Reviewer's note: No screenshot attached/)).toBeVisible();
  await sports.getByRole('button', { name: 'Apply again' }).click();
  await expect(dialog).toBeVisible();
});
