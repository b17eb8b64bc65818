import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/browser/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// `npm run dev` (Vite, mock in the page) for the dev-mode project, on a port of its own.
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
const devBaseURL = `http://127.0.0.1:${devPort}`;
const browser = findChromium();
if (!browser) {
  throw new Error('No Chromium found. Run `npm run browser:ensure` (npm test does it for you).');
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: browser.executablePath, args: chromiumArgs() },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Room for a busy machine (the suite must pass beside another CPU-heavy process): a green run
  // takes no longer, and nothing here waits on the wall clock (timers use page.clock).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `reports/playwright-${process.env.E2E_REPORT ?? 'all'}.json` }],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Specs that only read or act as their own users run in parallel.
      name: 'parallel',
      testIgnore: /(switches|dev-mode)\//,
      use: chromium,
    },
    {
      // Specs that flip sandbox-wide switches (system status, feature flags) run one at a time,
      // after the others: `npm run test:e2e` runs this project with --workers=1.
      name: 'switches',
      testMatch: /switches\/.*\.spec\.ts/,
      use: chromium,
    },
    {
      // The frontend developer's `npm run dev`: no sandbox server, the mock in a service worker.
      name: 'dev-mode',
      testMatch: /dev-mode\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: devBaseURL },
    },
  ],
  webServer: [
    {
      // The built portal (npm run build) behind the sandbox server, exactly as demo staff run it.
      // E2E_DIST points at another build (several builds side by side); default dist/.
      // --trust-proxy: a test that plays a client of its own sends X-Forwarded-For (the captcha's
      // once-a-second limit per address); all others count as 127.0.0.1 against the flood limits.
      command: `node --import tsx mock-server/main.ts --port ${port} --trust-proxy --quiet`,
      env: { SANDBOX_DIST_DIR: process.env.E2E_DIST ?? 'dist' },
      url: `${baseURL}/openapi.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // `npm run dev` exactly (vite.config.ts), on its own port: it serves the sources, no build.
      command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
      url: `${devBaseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
