import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (injected from the installed package, no network) and returns the
 * serious and critical violations, which the tests require to be none.
 */
export async function seriousAxeViolations(
  page: Page,
  selector?: string,
  /** Only these rules (axe's ids); all of them when not given. */
  rules?: readonly string[],
): Promise<AxeViolation[]> {
  // Once per document: a second run on the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async ({ context, only }) => {
      const axe = (
        window as unknown as {
          axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(context ?? document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      });
      return result.violations;
    },
    { context: selector ?? null, only: rules ? [...rules] : null },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export type Theme = 'light' | 'dark';

/**
 * The axe rules whose outcome depends on colours. A theme sets colours only (the custom
 * properties of src/styles/tokens.css and `color-scheme`; no other rule reads `data-theme`), so
 * in the second theme only these can find anything the first did not.
 */
const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The serious violations of the page as it stands, in the light theme and then the dark one. The
 * theme is only the `data-theme` attribute on <html> (src/features/theme/theme.ts; no element
 * depends on it but the header's toggle, which reads the stored choice), so switching the
 * attribute shows the same screen as a member who chose that theme sees it, without a second sign
 * in and load. Leaves the page in the dark theme.
 */
export async function seriousAxeViolationsByTheme(
  page: Page,
  selector?: string,
): Promise<Record<Theme, AxeViolation[]>> {
  const found: Record<Theme, AxeViolation[]> = { light: [], dark: [] };
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(async (value) => {
      // Without transitions while it switches and while axe reads the colours: under reduced
      // motion (the tests' default) base.css gives every element a 0.01 ms transition of every
      // property, and an element that inherits its colour starts its own only after its parent's
      // ended, so the colours would settle one frame per level of nesting (~20 in the member
      // centre) and axe would read a mix. Kept on while axe runs: regions the browser does not
      // render while off screen (`content-visibility: auto`) compute their new colours only when
      // axe asks, and would start that transition then.
      const still = document.createElement('style');
      still.id = 'axe-theme-still';
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
      document.documentElement.dataset.theme = value;
      // Two frames: the new colours are computed and painted.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }, theme);
    // Every rule in the first theme; in the second only those colours decide (see colourRules).
    found[theme] = await seriousAxeViolations(
      page,
      selector,
      theme === 'light' ? undefined : colourRules,
    );
    // The page's own rules return; no value changes, so nothing starts to move.
    await page.evaluate(() => document.getElementById('axe-theme-still')?.remove());
  }
  return found;
}
