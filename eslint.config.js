// Lint rules, including the import boundaries of ../shared/STYLE.md (enforced here, not by comment):
//   shared code (src/lib, src/components, src/hooks, src/utils) -> features -> app, one way only;
//   no feature imports another feature; the portal never imports the mock backend except through
//   the dev-only service-worker entry; the mock backend reaches into the portal only for
//   src/lib/api (generated contract types and the payload codec).
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

const boundaryZones = [
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
  {
    target: './src',
    from: ['./mock-server', './tests', './scripts'],
    except: [],
    message: 'The portal does not import the mock backend, tests or scripts.',
  },
  {
    target: './mock-server',
    from: './src',
    except: ['./lib/api'],
    message: 'The mock backend uses only src/lib/api (contract types, codec) from the portal.',
  },
];

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
    // Component tests may run the real mock backend in node (mock-server/testing, hosts).
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: boundaryZones.filter(
            (zone) => !(zone.target === './src' && zone.from.includes('./mock-server')),
          ),
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
