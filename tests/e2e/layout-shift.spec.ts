// The one exception to "tests do not import the portal": the route table is plain data (it imports
// types only), and iterating it is what keeps every route, including ones added later, covered.
// eslint-disable-next-line import-x/no-restricted-paths
import { routeTable } from '../../src/app/routing/route-table';
import { installClock } from './support/clock';
import { expect, test, type Page } from './support/test';

/**
 * A stable layout (issue 17): every route of the route table, on a desktop and on a 390 px phone,
 * loads with a cumulative layout shift of at most 0.05 — every region holds its place before its
 * data arrives. Counts every `layout-shift` entry not caused by input (the sum over the whole load,
 * stricter than the browsers' windowed CLS), from the page's first script until its data settled.
 */
const maxShift = 0.05;

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

async function shiftsOfLoad(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(recordShifts);
  // The page's timers (banner rotation, jackpot ticker) on the test's clock, from a whole minute.
  await installClock(page);
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

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`${device} ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const entry of routeTable) {
      const path = entry.paths[0] ?? '/';
      test(`${path} loads with a layout shift of at most ${maxShift}`, async ({ page }) => {
        const shifts = await shiftsOfLoad(page, path);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const described = shifts.map((s) => `${s.value.toFixed(4)}: ${s.moved.join(', ')}`);
        expect(total, `layout shifts on ${path}:\n${described.join('\n')}`).toBeLessThanOrEqual(
          maxShift,
        );
      });
    }
  });
}
