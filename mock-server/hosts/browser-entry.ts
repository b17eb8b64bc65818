/**
 * Injected by the dev server (vite.config.ts, `sandboxMockInDev`) before the portal's own entry:
 * starts the mock backend inside the page behind MSW's service worker and leaves the promise where
 * the portal waits for it. The portal itself never imports the mock, so no build contains it.
 */
import { startBrowserMock } from './browser';

declare global {
  interface Window {
    __sandboxMock?: Promise<unknown>;
  }
}

window.__sandboxMock = startBrowserMock();
