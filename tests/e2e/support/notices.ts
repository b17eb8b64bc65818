import type { Page } from '@playwright/test';

/**
 * The pop-up notices show once per browser session and stand in the corner until closed. A test
 * that is not about them starts in a session where they were already shown, so the card never
 * covers what it clicks. (A locator handler that closed the card raced the card's own hiding when
 * a centre opened: its click waited for a button that was gone, and the assertion after it timed
 * out. It also cost a round trip before every action.) notices.spec covers the card itself.
 *
 * The key is the portal's `sessionKeys.noticePopupShown` (src/lib/storage/storage-keys.ts) in the
 * root sandbox; tests do not import the portal.
 */
export async function skipPopupNotices(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), 'noticePopupShown');
}
