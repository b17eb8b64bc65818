import { afterEach } from 'vitest';

// Only files that run in jsdom (`// @vitest-environment jsdom`) get the DOM helpers: loading
// Testing Library and jest-dom costs every node-environment file a few hundred milliseconds.
if (typeof document !== 'undefined') {
  // Node's fetch resolves relative URLs ("/wps/…", as the portal's same-origin client sends them)
  // against this global origin; in jsdom it must be the page's.
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });

  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // findBy…/waitFor give up after this long. The default second is too short for a component test
  // against the real mock on a busy machine (the suite must pass beside a CPU-heavy process); a
  // passing test waits no longer, since they return as soon as the page is ready.
  configure({ asyncUtilTimeout: 10_000 });

  // Unmount what a component test rendered, so tests never see each other's DOM.
  afterEach(() => {
    cleanup();
  });
}
