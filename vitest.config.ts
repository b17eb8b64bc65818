import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'openapi/**/*.test.ts',
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'mock-server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/setup/**/*.test.tsx',
      'locales/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts', 'tests/setup/dom.ts'],
    // One module registry per worker, not per file: the contract's validators, the mock's seed and
    // the portal's modules load once per worker instead of once per file (the suite took 717 s
    // isolated, 370 s shared, same machine). What a test changes it undoes (restoreMocks,
    // unstubGlobals, useRealTimers, server.close); tests never replace a module (vi.mock), which a
    // shared registry would not honour once another file loaded it. `npm run test:isolated` runs
    // the files isolated, to tell a leak from a bug.
    isolate: process.env.VITEST_ISOLATE === '1',
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 20_000,
  },
});
