import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/browser/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const browser = findChromium();
if (!browser) {
  throw new Error('No Chromium found. Run `npm run browser:ensure` (npm test does it for you).');
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: browser.executablePath, args: chromiumArgs() },
      },
    },
  ],
  webServer: {
    // The built portal (npm run build) behind the sandbox server, exactly as demo staff run it.
    command: `node --import tsx mock-server/main.ts --port ${port}`,
    url: `${baseURL}/openapi.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
