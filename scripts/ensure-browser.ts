/**
 * Makes sure the browser tests have a Chromium: finds one (see browser/find-chromium.ts) or
 * installs one the way this platform allows — as root on Debian/Ubuntu the `chromium` package and
 * Chromium's headless shell (`chromium-headless-shell`, which the tests prefer; the benchmarks use
 * the full browser), elsewhere Playwright's own installer — and says clearly what to do when
 * neither works.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserEnvVars, findTestBrowser } from './browser/find-chromium.ts';

function say(text: string): void {
  console.log(`[browser] ${text}`);
}

function run(command: string, args: string[]): boolean {
  say(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

function installWithApt(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (process.platform !== 'linux' || !isRoot || !existsSync('/usr/bin/apt-get')) return false;
  say("No Chromium found; installing Debian's chromium package (this machine runs as root).");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  if (!(apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'chromium']))) {
    return false;
  }
  // Apart, so that a release without the package still gets the full browser.
  if (!apt(['install', '-y', '--no-install-recommends', 'chromium-headless-shell'])) {
    say('No chromium-headless-shell package here: the browser tests use chromium.');
  }
  return true;
}

function installWithPlaywright(): boolean {
  say("No Chromium found; trying Playwright's own installer.");
  const cli = new URL('../node_modules/@playwright/test/cli.js', import.meta.url).pathname;
  return run(process.execPath, [cli, 'install', 'chromium']);
}

let found = findTestBrowser();
if (!found) {
  if (!installWithApt()) installWithPlaywright();
  found = findTestBrowser();
}
if (!found) {
  console.error(
    [
      '[browser] No Chromium could be found or installed, so the browser tests cannot run.',
      '  Install one, then run npm test again:',
      '    Debian/Ubuntu (root):  apt-get install chromium',
      '    macOS:                 install Google Chrome, or npx playwright install chromium',
      '    anywhere:              npx playwright install chromium',
      `  Or point ${browserEnvVars[0]} at a Chromium or Chrome executable.`,
    ].join('\n'),
  );
  process.exit(1);
}
const version = (() => {
  try {
    return execFileSync(found.executablePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'version unknown';
  }
})();
say(`Browser tests use ${found.executablePath} (${found.source}; ${version}).`);
