import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  // Node's fetch resolves relative URLs ("/wps/…", as the portal's same-origin client sends them)
  // against this global origin; in jsdom it must be the page's.
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
}

// Unmount what a component test rendered, so tests never see each other's DOM.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
