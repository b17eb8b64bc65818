// Lint rules, including the import boundaries (enforced here, not by comment; the test
// scripts/import-boundaries.test.ts proves each one fires). The layers point one way:
//   openapi/runtime (the contract runtime) <- src (portal), mock-server, scripts (kit, proxy), fixtures, tests
//   inside the portal: shared code (src/lib, src/components, src/hooks) -> features -> app;
//   no feature imports another feature;
//   outside the mock, only its hosts (mock-server/hosts) and public test API (mock-server/testing);
//   nothing outside src/ imports the portal (its test support is src/testing, for its own tests).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const outsideThePortal = ['./mock-server', './scripts', './fixtures', './tests'];

const portalZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature; compose them in src/app or share via src/lib.',
  })),
  {
    target: ['./src/lib', './src/components', './src/hooks', './src/utils'],
    from: ['./src/features', './src/app'],
    message: 'Shared code imports no feature and no app code (shared -> features -> app).',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app; the app composes features.',
  },
];

const layerZones = [
  {
    target: './openapi',
    from: ['./src', ...outsideThePortal],
    message: 'The contract runtime derives from the contract alone; everything else imports it.',
  },
  {
    target: './mock-server',
    from: ['./src', './scripts', './fixtures', './tests'],
    message:
      'The mock backend imports the contract runtime, never the portal, tools, fixtures or tests.',
  },
  {
    target: ['./scripts', './fixtures', './tests'],
    from: './mock-server',
    except: ['./hosts', './testing'],
    message:
      'Outside the mock, use only its hosts (mock-server/hosts) and its public test API (mock-server/testing).',
  },
  {
    target: ['./scripts', './fixtures', './tests'],
    from: './src',
    message: 'Nothing outside src/ imports the portal; talk to it through the contract runtime.',
  },
];

/** The portal's own code imports only itself and the contract runtime. */
const portalSourceZone = {
  target: './src',
  from: outsideThePortal,
  message: 'The portal imports only itself and the contract runtime (openapi/runtime).',
};

/** The portal's tests may also run the mock (its public test API) and use tests/setup and fixtures. */
const portalTestZones = [
  {
    target: './src',
    from: './mock-server',
    except: ['./testing'],
    message:
      'A portal test reaches the mock only through its public test API (mock-server/testing).',
  },
  {
    target: './src',
    from: ['./scripts', './tests'],
    except: ['./setup'],
    message: 'A portal test may use tests/setup, nothing else outside the portal.',
  },
];

const boundaryZones = [...portalZones, ...layerZones, portalSourceZone];
const testBoundaryZones = [...portalZones, ...layerZones, ...portalTestZones];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'reports/**',
      'openapi/runtime/generated/**',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // React's rules of hooks and the compiler-era checks (effects, refs, purity) for the portal.
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testBoundaryZones }] },
  },
  {
    // The unit tests share one module registry per worker (vitest.config.ts): a module replaced
    // with vi.mock would stay real once another file had loaded it. Fake what the browser gives
    // (globals, object URLs, timers) instead.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message:
            'Test files share modules (isolate: false): fake the global the module uses, not the module.',
        },
      ],
    },
  },
  {
    // Command-line tools and servers talk to their user on the console.
    files: ['scripts/**', 'mock-server/main.ts', 'mock-server/cli/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
);
