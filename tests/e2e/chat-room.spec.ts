import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInAsFreshAgent } from './support/agents';
import { seriousAxeViolations, seriousAxeViolationsByTheme } from './support/axe';
import { installClock } from './support/clock';
import { expect, test } from './support/test';
import { skipPopupNotices } from './support/notices';

/**
 * The chat room dialog (section 2, CHATROOM3, on in the sandbox's seed): fresh players of the
 * test's own, each in a browser context of its own, talking in the English lobby.
 */

const chatPollMs = 5_000;

// Fresh members, a lazy dialog and its texts, and (in one test) two browsers: slow on a busy machine.
test.beforeEach(() => test.slow());

async function freshPlayerPage(browser: Browser, request: APIRequestContext, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipPopupNotices(page);
  const member = await signInAsFreshAgent(page, request, { type: 0, prefix });
  return { context, page, member };
}

/** Opens the chat room from the header's More menu and waits for its messages. */
async function openChat(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  await page
    .getByRole('menu', { name: 'More' })
    .getByRole('menuitem', { name: 'Chat room' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Chat room' });
  await expect(
    dialog.getByRole('log', { name: 'Messages' }).getByRole('listitem').first(),
  ).toBeVisible();
  return dialog;
}

test('one member sends, the other sees it at the next poll; markup is refused, entities stay text', async ({
  browser,
  request,
}) => {
  const alice = await freshPlayerPage(browser, request, 'chata');
  const bob = await freshPlayerPage(browser, request, 'chatb');
  await installClock(bob.page);
  await alice.page.goto('/');
  await bob.page.goto('/');
  const aliceChat = await openChat(alice.page);
  const bobChat = await openChat(bob.page);

  const field = aliceChat.getByRole('textbox', { name: 'Your message' });
  await field.fill('<b>hello</b>');
  await field.press('Enter');
  await expect(aliceChat.getByRole('alert')).toHaveText(
    'The characters < and > cannot be used in messages.',
  );
  const text = `Hi from ${alice.member.account}: &lt;b&gt;not bold&lt;/b&gt; & friends`;
  await field.fill(text);
  await expect(aliceChat.getByText(`${[...text].length}/200`)).toBeVisible();
  await field.press('Enter');
  const own = aliceChat.getByRole('listitem').filter({ hasText: text });
  await expect(own).toContainText('You');
  await expect(own).toHaveClass(/chat-msg--own/);
  await expect(field).toHaveValue('');

  const bobLog = bobChat.getByRole('log', { name: 'Messages' });
  // The poll runs on the page's clock: moving it by one interval asks the server (the clock keeps
  // flowing, so the query cache's zero timeouts that tell the dialog run by themselves).
  const polled = bob.page.waitForResponse(
    (r) => r.url().includes('/wps/chat/rooms/EN/messages?') && r.url().includes('sinceId='),
  );
  await bob.page.clock.runFor(chatPollMs);
  await polled;
  const seen = bobLog.getByRole('listitem').filter({ hasText: text });
  await expect(seen).toBeVisible();
  await expect(seen).not.toHaveClass(/chat-msg--own/);
  // The sender appears masked (never the account), the text exactly as typed, no element made of it.
  const masked = `${alice.member.account.slice(0, 2)}***${alice.member.account.slice(-2)}`;
  await expect(seen.locator('.chat-msg__name')).toHaveText(masked);
  await expect(seen.locator('.chat-msg__text')).toHaveText(text);
  await expect(seen.locator('b')).toHaveCount(0);

  await alice.context.close();
  await bob.context.close();
});

test('the chat room has no serious accessibility violations and works from the keyboard (light and dark)', async ({
  page,
  request,
}, testInfo) => {
  const { account } = await signInAsFreshAgent(page, request, { type: 0, prefix: 'chatk' });
  await page.goto('/');
  // The announcements pop up for a fresh member (and would take the focus): close them first.
  const closeAnnouncements = page.getByRole('button', { name: 'Close the announcements' });
  await closeAnnouncements.click();
  await expect(closeAnnouncements).toHaveCount(0);
  const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  // The keyboard opened it: the focus is on one of its items (the list may still grow by the
  // member's flags while it opens).
  await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1);
  // Typeahead moves to the item; Enter opens it.
  await page.keyboard.type('Chat');
  await expect(menu.getByRole('menuitem', { name: 'Chat room' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Chat room' });
  const log = dialog.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('listitem').first()).toBeVisible();
  // Close, then the log (scrollable with the arrow keys), then the message field.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(log).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  // Words of its own: every run of this test writes in the same lobby.
  const words = `Typed from the keyboard by ${account}`;
  await page.keyboard.type(words);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem').filter({ hasText: words })).toBeVisible();
  expect(await seriousAxeViolationsByTheme(page)).toEqual({ light: [], dark: [] });
  await testInfo.attach('chat-room-dark', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('on a 390 px phone the chat room is a full-screen sheet', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await skipPopupNotices(page);
  await signInAsFreshAgent(page, request, { type: 0, prefix: 'chatp' });
  await page.goto('/');
  // Phones have no header navigation: the chat room is in the menu drawer.
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Chat room' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Chat room' });
  await expect(
    dialog.getByRole('log', { name: 'Messages' }).getByRole('listitem').first(),
  ).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  const field = dialog.getByRole('textbox', { name: 'Your message' });
  await expect(field).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeInViewport();
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await testInfo.attach('chat-room-390', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});
