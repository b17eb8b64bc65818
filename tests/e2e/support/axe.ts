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
export async function seriousAxeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations;
  }, selector ?? null);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
