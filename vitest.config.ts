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
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
