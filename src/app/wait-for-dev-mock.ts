declare global {
  interface Window {
    /** Set by the dev server's injected mock entry (vite.config.ts) while `npm run dev` runs it. */
    __sandboxMock?: Promise<unknown>;
  }
}

/** In `npm run dev` the in-page mock backend must be listening before the first API call. */
export async function waitForDevMock(): Promise<void> {
  if (typeof window === 'undefined' || !window.__sandboxMock) return;
  await window.__sandboxMock;
}
