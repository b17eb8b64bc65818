import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export interface FoundBrowser {
  executablePath: string;
  source: 'env' | 'playwright' | 'system' | 'headless-shell';
}

/** Names an explicit browser; the first one set wins. */
export const browserEnvVars = [
  'PLAYWRIGHT_CHROMIUM_EXECUTABLE',
  'CHROME_PATH',
  'CHROMIUM_PATH',
] as const;

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

function onPath(name: string): string | null {
  try {
    const finder = process.platform === 'win32' ? 'where' : 'which';
    const found = execFileSync(finder, [name], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return found.split(/\r?\n/)[0]?.trim() || null;
  } catch {
    return null;
  }
}

/** Chromium's headless shell (Debian's chromium-headless-shell package). */
const headlessShellCandidates = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
];

/**
 * The browser for the browser tests: an explicit environment variable, else Chromium's headless
 * shell where the system has it, else `findChromium()`. The shell is the same Blink and V8 without
 * the full browser around them (Playwright's own default for headless runs); the suite's tests took
 * about a tenth less CPU and wall time in it than in the full Chromium (decision 029). Benchmarks
 * keep the full browser (`findChromium`), so Lighthouse measures what it always measured.
 */
export function findTestBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): FoundBrowser | null {
  if (browserEnvVars.some((name) => env[name])) return findChromium(env, exists);
  for (const candidate of headlessShellCandidates) {
    if (exists(candidate)) return { executablePath: candidate, source: 'headless-shell' };
  }
  const onThePath = onPath('chromium-headless-shell');
  if (onThePath) return { executablePath: onThePath, source: 'headless-shell' };
  return findChromium(env, exists);
}

/**
 * Finds a Chromium to drive, without installing anything: an explicit environment variable, then
 * Playwright's own download, then the system's Chromium or Chrome.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  /** Whether a file is there (the file system; a test passes its own). */
  exists: (file: string) => boolean = existsSync,
): FoundBrowser | null {
  for (const name of browserEnvVars) {
    const value = env[name];
    if (!value) continue;
    if (!exists(value)) {
      throw new Error(`${name}=${value} but no file is there. Fix or unset it.`);
    }
    return { executablePath: value, source: 'env' };
  }
  const bundled = chromium.executablePath();
  if (bundled && exists(bundled)) return { executablePath: bundled, source: 'playwright' };
  for (const candidate of systemCandidates) {
    if (exists(candidate)) return { executablePath: candidate, source: 'system' };
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const found = onPath(name);
    if (found) return { executablePath: found, source: 'system' };
  }
  return null;
}

/** Flags for a headless run that works as root and on a machine with no outside network. */
export function chromiumArgs(): string[] {
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
  if (process.platform === 'linux' && process.getuid?.() === 0) args.push('--no-sandbox');
  return args;
}
