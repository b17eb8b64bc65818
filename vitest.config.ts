import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'mock-server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'locales/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
