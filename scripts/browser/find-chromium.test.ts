import { describe, expect, it } from 'vitest';
import { findChromium, findTestBrowser } from './find-chromium.ts';

/** A file system that has exactly these files. */
const only =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('findTestBrowser', () => {
  it("prefers the system's headless shell; the benchmarks' browser stays the full one", () => {
    const exists = only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findTestBrowser({}, exists)).toEqual({
      executablePath: '/usr/bin/chromium-headless-shell',
      source: 'headless-shell',
    });
    expect(findChromium({}, exists)).toEqual({
      executablePath: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it('takes an explicit browser over the headless shell', () => {
    const exists = only('/opt/chrome/chrome', '/usr/bin/chromium-headless-shell');
    expect(
      findTestBrowser({ PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/opt/chrome/chrome' }, exists),
    ).toEqual({ executablePath: '/opt/chrome/chrome', source: 'env' });
  });

  it('refuses an explicit browser that is not there, as findChromium does', () => {
    const env = { CHROME_PATH: '/nonexistent/chrome' };
    const exists = only('/usr/bin/chromium-headless-shell');
    expect(() => findTestBrowser(env, exists)).toThrow(/CHROME_PATH=\/nonexistent\/chrome/);
    expect(() => findChromium(env, exists)).toThrow(/CHROME_PATH/);
  });
});
