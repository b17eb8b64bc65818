import { expect, test, type Page } from '../support/test';
import { seriousAxeViolations } from '../support/axe';
import { advanceSandboxClock, signInAsFreshMember } from '../support/sandbox';
import { skipPopupNotices } from '../support/notices';

/**
 * Claiming a reward in the member centre lowers the reward badge. A new member gets a reward the
 * way a player does: an application to promotion 302 (screenshot attached) is approved at its
 * review, 10 minutes later; the sandbox's clock is moved past it, which every user of the sandbox
 * sees, hence this spec's place in switches/.
 */

/** A 1x1 PNG: an application with an image is approved at review. */
const screenshot =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const rewardEntry = (page: Page) =>
  centre(page)
    .getByRole('navigation', { name: 'Member centre pages' })
    .getByRole('button', { name: /^Reward centre/ });

/** The count the reward entry's badge reads out (0 when it has none). */
async function badgeCount(page: Page): Promise<number> {
  const text = (await rewardEntry(page).textContent()) ?? '';
  return Number(/(\d+) rewards? to claim/.exec(text)?.[1] ?? 0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`claiming a reward lowers the reward badge (${theme})`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await skipPopupNotices(page);
    const { token } = await signInAsFreshMember(page, request, 'reward');
    const applied = await request.post('/wps/promotion/302/apply', {
      headers: { Authorization: `Bearer ${token}` },
      data: { comment: 'My winning ticket', images: [screenshot] },
    });
    expect(applied.status()).toBe(201);
    await advanceSandboxClock(request, 11);

    await page.goto('/?mc=rewardCenter');
    const reward = centre(page).getByRole('article', {
      name: 'Share your big sports win: application bonus',
    });
    await expect(reward).toContainText('To claim');
    await expect(rewardEntry(page)).toHaveAccessibleName(/rewards? to claim/);
    const before = await badgeCount(page);
    expect(before).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await reward
      .getByRole('button', { name: 'Claim Share your big sports win: application bonus' })
      .click();
    await expect(
      centre(page).getByText('Share your big sports win: application bonus claimed.'),
    ).toBeVisible();
    await expect(reward).toContainText('Claimed');
    // The badge's words follow the entry's name (Chromium puts a space between the two spans).
    const after = before - 1;
    await expect(rewardEntry(page)).toHaveAccessibleName(
      after === 0 ? 'Reward centre' : new RegExp(`^Reward centre\\s*, ${after} rewards? to claim$`),
    );
  });
}
