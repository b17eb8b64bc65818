import { request as apiRequest, type Browser, type Page } from '@playwright/test';
import { registerFreshMember } from '../../tests/e2e/support/sandbox.ts';
import { median, type BenchResult } from './measure.ts';
import { freshPage, scriptBytes, withPortal } from './portal-page.ts';

/**
 * The member centre (issue 12) in headless Chromium against the built sandbox, signed in as a
 * fresh member registered through the API: the JavaScript the centre costs beyond the home page
 * (opened from the profile menu at its default page, My account), and the time from opening the
 * wallet page over a loaded home page to its balances on screen.
 */
const runs = 5;

/** Opens the portal signed in as the member: the session the portal keeps, before its scripts run. */
async function signedInPage(
  browser: Browser,
  member: { username: string; token: string },
): Promise<Page> {
  const page = await freshPage(browser);
  await page.addInitScript(
    ([token, account]) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('account', account);
    },
    [member.token, member.username] as const,
  );
  return page;
}

/** Home, loaded until the network is idle, with the pop-up announcements (if any) closed. */
async function loadHome(page: Page, base: string): Promise<void> {
  await page.goto(base, { waitUntil: 'networkidle' });
  const close = page.getByRole('button', { name: 'Close the announcements' });
  if (await close.isVisible()) {
    await close.click();
    await close.waitFor({ state: 'detached' });
  }
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/**
 * Records, in the page, when the wallet page first has the main wallet's balance and a row per
 * vendor wallet in the DOM and laid out. A string, not a function: tsx's name-keeping helper
 * (`__name`) does not exist inside the page.
 */
const watchBalancesScript = `(() => {
  window.__balancesShownAt = 0;
  const shown = () => {
    const centre = document.querySelector('[data-testid="member-centre"]');
    const main = centre && centre.querySelector('[data-testid="wallet-main"]');
    const vendors = centre ? centre.querySelectorAll('table tbody tr') : [];
    return !!main && main.textContent !== '' && main.getClientRects().length > 0 && vendors.length > 0;
  };
  const observer = new MutationObserver(() => {
    if (window.__balancesShownAt === 0 && shown()) {
      window.__balancesShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * Opens `?mc=transferFund` the way a link inside the portal does (a history entry the router
 * follows, no page load) and returns the milliseconds until the balances are on screen.
 */
async function timeToBalances(page: Page): Promise<number> {
  await page.evaluate(watchBalancesScript);
  const openedAt = await page.evaluate(() => {
    const at = performance.now();
    history.pushState(null, '', '/?mc=transferFund');
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return at;
  });
  await page.waitForFunction(
    () => (window as unknown as { __balancesShownAt: number }).__balancesShownAt > 0,
  );
  const shownAt = await page.evaluate(
    () => (window as unknown as { __balancesShownAt: number }).__balancesShownAt,
  );
  return shownAt - openedAt;
}

export function memberCentreBench(): Promise<BenchResult[]> {
  return withPortal('member-centre', async ({ base, browser }) => {
    // A member of its own, who is only read: every run sees the same empty wallets.
    const api = await apiRequest.newContext({ baseURL: base });
    const member = await registerFreshMember(api, 'bench').finally(() => api.dispose());

    // First open: a fresh browser (nothing cached), home loaded, then the profile menu's item.
    const home = await signedInPage(browser, member);
    const homeJs = await scriptBytes(home, () => loadHome(home, base));
    const centreJs = await scriptBytes(home, async () => {
      await home
        .getByRole('button', { name: new RegExp(`^${member.username}: account menu`) })
        .click();
      await home.getByRole('menuitem', { name: 'Security centre' }).click();
      await centre(home)
        .getByRole('region', { name: 'Profile' })
        .getByRole('button', { name: 'Save profile' })
        .waitFor();
    });
    if (!home.url().endsWith('?mc=securityCenter'))
      throw new Error(`the profile menu opened ${home.url()}, not ?mc=securityCenter`);
    await home.context().close();

    // The wallet page, each run in a fresh browser: its code and texts are fetched on opening.
    const toBalances: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await signedInPage(browser, member);
      await loadHome(page, base);
      toBalances.push(await timeToBalances(page));
      await page.context().close();
    }

    const each = toBalances.map((v) => v.toFixed(1)).join(', ');
    return [
      {
        name: 'member centre: JavaScript on first open (gzip)',
        value: centreJs / 1024,
        unit: 'KB',
        note: `scripts (code and on-demand texts) fetched from the profile menu's Security centre until My account shows, gzip -9; beyond the signed-in home page's ${(homeJs / 1024).toFixed(1)} KB`,
      },
      {
        name: `member centre: open wallet page to balances (median of ${runs})`,
        value: median([...toBalances].sort((a, b) => a - b)),
        unit: 'ms',
        note: `each: ${each} ms; ?mc=transferFund over a loaded home page, fresh browser each run, until the main wallet and the vendor wallets are in the DOM; headless Chromium, 1366x900, built sandbox on this machine`,
      },
    ];
  });
}
