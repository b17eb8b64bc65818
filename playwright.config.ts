import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestBrowser } from './scripts/browser/find-chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// `npm run dev` (Vite, mock in the page) for the dev-mode project, on a port of its own.
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 1);
const devBaseURL = `http://127.0.0.1:${devPort}`;
// Which servers this run starts (`E2E_WEB_SERVERS`: sandbox, dev or both, the default): npm test
// runs each project with only the server it uses, on ports of its own, side by side.
const webServers = process.env.E2E_WEB_SERVERS ?? 'both';
// The sandbox server from the sources through tsx (default), or `dist-server` as `npm run build`
// made it (npm test builds once and shares the build between its stages).
const sandboxCommand =
  process.env.E2E_SERVER === 'dist-server'
    ? 'node dist-server/main.js'
    : 'node --import tsx mock-server/main.ts';
// One report and one output folder per run (E2E_REPORT), so runs side by side never clean up each
// other's results.
const report = process.env.E2E_REPORT ?? 'all';
const browser = findTestBrowser();
if (!browser) {
  throw new Error('No Chromium found. Run `npm run browser:ensure` (npm test does it for you).');
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: browser.executablePath, args: chromiumArgs() },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_REPORT ? `test-results/${report}` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.E2E_WORKERS
    ? Number(process.env.E2E_WORKERS)
    : process.env.CI
      ? 2
      : undefined,
  // Room for a busy machine (the suite must pass beside another CPU-heavy process): a green run
  // takes no longer, and nothing here waits on the wall clock (timers use page.clock).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `reports/playwright-${report}.json` }],
    [
      'html',
      {
        outputFolder: process.env.E2E_REPORT ? `playwright-report/${report}` : 'playwright-report',
        open: 'never',
      },
    ],
  ],
  use: {
    baseURL,
    // One browser context per worker, which Playwright resets between tests (storage, cookies,
    // cache, clock, init scripts, routes, emulation): a fresh context and renderer for every test
    // cost about a fifth of the browser tests' CPU. State-changing tests still use members of their
    // own; permissions granted in a test are the one thing not reset (only the invite-link test
    // grants the clipboard).
    reuseContext: true,
    // Pages stand still unless a spec is about motion (those say `reducedMotion: 'no-preference'`):
    // a moving marquee, banner strip or logo carousel keeps Chromium's software compositor busy
    // for as long as a page is open, about half the CPU of an idle test page (decision 029).
    reducedMotion: 'reduce',
    // A trace of every test, kept when it fails (`npm run test:e2e`). npm test turns it off
    // (E2E_TRACE=off): recording costs about 15% of the browser tests' CPU, and its summary quotes
    // each failure; `npx playwright test <spec> --trace on` records one again.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
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
      only: 'sandbox',
      // The built portal (npm run build) behind the sandbox server, exactly as demo staff run it.
      // E2E_DIST points at another build (several builds side by side); default dist/.
      // --trust-proxy: a test that plays a client of its own sends X-Forwarded-For (the captcha's
      // once-a-second limit per address); all others count as 127.0.0.1 against the flood limits.
      command: `${sandboxCommand} --port ${port} --trust-proxy --quiet`,
      env: { SANDBOX_DIST_DIR: process.env.E2E_DIST ?? 'dist' },
      url: `${baseURL}/openapi.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe' as const,
    },
    {
      only: 'dev',
      // `npm run dev` exactly (vite.config.ts), on its own port: it serves the sources, no build.
      command: `npx vite --port ${devPort} --strictPort --host 127.0.0.1`,
      url: `${devBaseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe' as const,
    },
  ]
    .filter((server) => webServers === 'both' || server.only === webServers)
    .map(({ only: _only, ...server }) => server),
});
