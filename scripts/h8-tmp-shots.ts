import { chromium } from '@playwright/test';
const base = process.argv[2]!;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const theme of ['light', 'dark']) {
  for (const [w, h] of [[1366, 900], [390, 844]] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.addInitScript((v) => { localStorage.setItem('theme', v); sessionStorage.setItem('noticePopupShown', '1'); }, theme);
    await page.goto(base + '/');
    const strip = page.locator('.marquee__button');
    await strip.waitFor({ timeout: 60000 });
    await strip.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.screenshot({ path: `/tmp/h8-shot-home-${theme}-${w}.png`, clip: { x: 0, y: 0, width: w, height: 260 } });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ timeout: 60000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/h8-shot-modal-${theme}-${w}.png` });
    await ctx.close();
  }
}
await browser.close();
