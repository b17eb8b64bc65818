import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { chromiumArgs, findChromium } from '../browser/find-chromium.ts';
import { freePort, startBuiltSandbox, stop, waitForOk } from './child-process.ts';
import type { BenchResult } from './measure.ts';

/**
 * Runs `bench` against the built sandbox (its own server on a free port, what `npm start` runs)
 * in headless Chromium, and stops both after. Without a Chromium it says so and reports nothing.
 */
export async function withPortal(
  what: string,
  bench: (portal: { base: string; browser: Browser }) => Promise<BenchResult[]>,
): Promise<BenchResult[]> {
  const found = findChromium();
  if (!found) {
    console.log(`No Chromium found (npm run browser:ensure): ${what} benchmarks skipped.`);
    return [];
  }
  const port = await freePort();
  const server = startBuiltSandbox(['--port', String(port), '--quiet']);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: found.executablePath,
    args: chromiumArgs(),
  });
  try {
    await waitForOk(`${base}/openapi.json`, performance.now());
    return await bench({ base, browser });
  } finally {
    await browser.close();
    await stop(server);
  }
}

/** What the portal benches measure in: a desktop-sized window, a context (cache, storage) of its own. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

/** Gzip bytes (level 9) of every script the page fetched while `load` ran. */
export async function scriptBytes(page: Page, load: () => Promise<void>): Promise<number> {
  const pending: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  };
  page.on('response', onResponse);
  await load();
  page.off('response', onResponse);
  const sizes = await Promise.all(pending);
  return sizes.reduce((sum, size) => sum + size, 0);
}
