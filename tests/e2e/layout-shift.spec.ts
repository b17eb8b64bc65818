// The one exception to "tests do not import the portal": the route table is plain data (it imports
// types only), and iterating it is what keeps every route, including ones added later, covered.
// eslint-disable-next-line import-x/no-restricted-paths
import { routeTable } from '../../src/app/routing/route-table';
import { installClock } from './support/clock';
import { cutFocusRings } from './support/focus-rings';
import { expect, test, type Page } from './support/test';

/**
 * A stable layout (issue 17): every route of the route table, on a desktop and on a 390 px phone,
 * loads with a cumulative layout shift of at most 0.05 — every region holds its place before its
 * data arrives. Counts every `layout-shift` entry not caused by input (the sum over the whole load,
 * stricter than the browsers' windowed CLS), from the page's first script until its data settled.
 * On the desktop the loaded page is also checked for focus rings cut by a clipping box
 * (support/focus-rings.ts): a walk of every route that costs no load of its own.
 */
const maxShift = 0.05;
// Measured as most visitors see the pages: moving (the default elsewhere is reduced motion).
test.use({ reducedMotion: 'no-preference' });

/** Before the portal's scripts: collects the layout shifts and what moved in each. */
const recordShifts = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((source) => {
        const node = source.node;
        if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
        const el = node;
        const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
        return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls;
      });
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

interface Shift {
  value: number;
  moved: string[];
}

/**
 * Loads `path` as a fresh document in `page` (the init script below records its shifts) and
 * answers the shifts of that load.
 */
async function shiftsOfLoad(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  // Two frames after the last answer: its render and the paint (and its layout shifts) are done.
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { __shifts: Shift[] }).__shifts;
  });
}

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
};

/**
 * Routes per test: each test loads several routes one after the other in one page, as full
 * document loads with the browser's cache off (every chunk and answer comes over the network as on
 * a first visit); one page for several loads spares a browser context and a cold compile per
 * route, most of each test's cost.
 */
const routesPerTest = 6;
const paths = routeTable.map((entry) => entry.paths[0] ?? '/');
const groups = Array.from({ length: Math.ceil(paths.length / routesPerTest) }, (_, i) =>
  paths.slice(i * routesPerTest, (i + 1) * routesPerTest),
);

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`${device} ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const group of groups) {
      test(`${group.join(' ')} load with a layout shift of at most ${maxShift}${device === 'desktop' ? ', focus rings whole' : ''}`, async ({
        page,
      }) => {
        test.slow();
        await page.addInitScript(recordShifts);
        // The page's timers (banner rotation, jackpot ticker) on the test's clock.
        await installClock(page);
        // The cache off for this test only: the page and its context serve the next test
        // (reuseContext), so the setting goes with the session at the end.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        try {
          for (const path of group) {
            await test.step(path, async () => {
              const shifts = await shiftsOfLoad(page, path);
              const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
              const described = shifts.map((s) => `${s.value.toFixed(4)}: ${s.moved.join(', ')}`);
              expect
                .soft(total, `layout shifts on ${path}:\n${described.join('\n')}`)
                .toBeLessThanOrEqual(maxShift);
              // On the desktop, the same load also shows every focus ring whole (on the phone,
              // phone-layout.spec checks them for a visitor and a member).
              if (device === 'desktop') {
                expect
                  .soft(await cutFocusRings(page, 'body'), `focus rings cut on ${path}`)
                  .toEqual([]);
              }
            });
          }
        } finally {
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
          await cdp.detach();
        }
      });
    }
  });
}
