import { expect, test } from './support/test';
import { sendPlatformMessage, signInAsFreshMember } from './support/sandbox';
import { skipPopupNotices } from './support/notices';

/**
 * HTML from anywhere is sanitised or escaped before it is rendered (issue 14): payloads from the
 * OWASP XSS filter-evasion list, sent to a fresh member as platform messages (operator HTML in the
 * body, plain text in the title), are opened in the member centre with nothing executed. Every
 * payload tries to set `window.__xss` and to open an alert; neither may happen.
 */

const mark = 'window.top.__xss=1;alert(1)';
const payloads: readonly string[] = [
  `<script>${mark}</script>`,
  `<img src=x onerror="${mark}">`,
  `<svg/onload=${mark}>`,
  `<a href="javascript:${mark}">Open link 4</a>`,
  `<iframe src="javascript:${mark}"></iframe><iframe srcdoc="<script>${mark}</script>"></iframe>`,
  `<details open ontoggle="${mark}"><summary>x</summary></details>`,
  `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=${mark}&gt;">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;><a href="&#x6A;avascript:${mark}">Open link 8</a>`,
  `<object data="data:text/html;base64,PHNjcmlwdD53aW5kb3cudG9wLl9feHNzPTE8L3NjcmlwdD4="></object><embed src="javascript:${mark}">`,
  `<form action="javascript:${mark}"><button>Send 10</button></form><input autofocus onfocus="${mark}">`,
];

test('OWASP payloads in platform messages render as harmless text and markup', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await skipPopupNotices(page);
  const { username } = await signInAsFreshMember(page, request, 'xss');
  for (const [index, payload] of payloads.entries()) {
    await sendPlatformMessage(request, username, {
      // The title is plain text: it must show as typed, never as markup.
      title: `Payload ${index + 1} "><img src=x onerror=${mark}>`,
      content: `<p>Payload ${index + 1}</p>${payload}`,
    });
  }

  await page.goto('/?mc=messageV2');
  const messages = page.getByRole('dialog', { name: 'Member centre' }).getByRole('tabpanel');
  await expect(messages.getByText(`${payloads.length} unread messages`)).toBeVisible();
  for (const index of payloads.keys()) {
    const title = `Payload ${index + 1} "><img src=x onerror=${mark}>`;
    const head = messages.getByRole('button', { name: new RegExp(`Payload ${index + 1} "`) });
    await expect(head).toContainText(title);
    await head.click();
    await expect(messages.getByText(`Payload ${index + 1}`, { exact: true })).toBeVisible();
  }
  // The links and the form lost what would run: following them does nothing.
  for (const name of ['Open link 4', 'Open link 8']) {
    const link = messages.getByText(name);
    if ((await link.count()) > 0) await link.click();
  }
  const send = messages.getByRole('button', { name: 'Send 10' });
  if ((await send.count()) > 0) await send.click();
  await page.keyboard.press('Tab');

  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Inside the opened messages (the page's own date filter is a form of its own).
  const opened = messages.getByRole('article');
  await expect(opened).toHaveCount(payloads.length);
  await expect(
    opened.locator(
      'script, iframe, object, embed, form, input, [onerror], [onload], [ontoggle], [onfocus]',
    ),
  ).toHaveCount(0);
  await expect(opened.locator('a[href^="javascript:" i], img[src^="javascript:" i]')).toHaveCount(
    0,
  );
  await expect(page).toHaveURL(/\?mc=messageV2$/);
});
