import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * The portal warns in the console when a key has no text in any language (`missingKeyHandler` in
 * src/lib/i18n/i18n.ts, which starts its warning with these words): an on-demand area its screen
 * or dialog did not name, or a typo.
 */
const missingTextWarning = '[i18n] no text for';

/**
 * Playwright's `test` with one check every browser test gets for free: no text was missing on any
 * page it visited (a key would have shown in place of a text).
 */
export const test = base.extend<{ everyTextPresent: undefined }>({
  everyTextPresent: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith(missingTextWarning)) missing.push(message.text());
      });
      await use(undefined);
      expect(missing, 'texts the pages asked for but did not have').toEqual([]);
    },
    { auto: true },
  ],
});
