import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root.ts';

const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const code = `import * as target from '${importPath}';\nexport const x = target;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

interface Case {
  /** The (imagined) importing file, relative to the repository root. */
  file: string;
  /** What it imports, relative to that file. */
  imports: string;
}

// The layers point one way (eslint.config.js): each refused case is an import a layer must not make.
const refused: [string, Case][] = [
  ['shared code -> app', { file: 'src/lib/api/example.ts', imports: '../../app/app' }],
  [
    'a feature -> another feature',
    { file: 'src/features/lottery/example.ts', imports: '../game-lobby/rules/filter-games' },
  ],
  ['a feature -> the app', { file: 'src/features/lottery/example.ts', imports: '../../app/app' }],
  [
    'the portal -> the mock',
    { file: 'src/app/example.ts', imports: '../../mock-server/hosts/sandbox-app.ts' },
  ],
  ['the portal -> tools', { file: 'src/app/example.ts', imports: '../../scripts/repo-root.ts' }],
  [
    'the portal -> fixtures',
    { file: 'src/app/example.ts', imports: '../../fixtures/demo-accounts' },
  ],
  [
    "a portal test -> the mock's insides",
    { file: 'src/app/example.test.ts', imports: '../../mock-server/core/backend' },
  ],
  [
    'the contract runtime -> the mock',
    { file: 'openapi/runtime/example.ts', imports: '../../mock-server/core/backend' },
  ],
  [
    'the contract runtime -> the portal',
    { file: 'openapi/runtime/example.ts', imports: '../../src/lib/api/api-client' },
  ],
  ['the mock -> the portal', { file: 'mock-server/example.ts', imports: '../src/app/app' }],
  ['the mock -> tools', { file: 'mock-server/example.ts', imports: '../scripts/repo-root.ts' }],
  [
    'the mock -> fixtures',
    { file: 'mock-server/example.ts', imports: '../fixtures/demo-accounts' },
  ],
  [
    "the kit -> the mock's insides",
    { file: 'scripts/contract-kit/example.ts', imports: '../../mock-server/core/pipeline.ts' },
  ],
  [
    "fixtures -> the mock's insides",
    { file: 'fixtures/example.ts', imports: '../mock-server/core/members' },
  ],
  [
    "fixtures -> the mock's seed",
    { file: 'fixtures/example.ts', imports: '../mock-server/seed/demo-accounts' },
  ],
  ['tools -> the portal', { file: 'scripts/example.ts', imports: '../src/lib/api/api-client' }],
  ['tests -> the portal', { file: 'tests/e2e/example.ts', imports: '../../src/app/app' }],
];

const allowed: [string, Case][] = [
  ['the app -> shared code', { file: 'src/app/example.ts', imports: '../lib/api/api-client' }],
  [
    'the portal -> the contract runtime',
    { file: 'src/lib/example.ts', imports: '../../openapi/runtime/client/api-result' },
  ],
  [
    "a portal test -> the mock's public test API",
    { file: 'src/app/example.test.ts', imports: '../../mock-server/testing/test-api' },
  ],
  [
    'a portal test -> tests/setup',
    { file: 'src/app/example.test.ts', imports: '../../tests/setup/portal-mock' },
  ],
  [
    'the mock -> the contract runtime',
    { file: 'mock-server/example.ts', imports: '../openapi/runtime/payload-codec' },
  ],
  [
    "the kit -> the mock's host",
    { file: 'scripts/contract-kit/example.ts', imports: '../../mock-server/hosts/sandbox-server' },
  ],
  [
    "fixtures -> the mock's public test API",
    { file: 'fixtures/example.ts', imports: '../mock-server/testing/seeded-accounts' },
  ],
  [
    'tests/setup -> the mock host',
    { file: 'tests/setup/example.ts', imports: '../../mock-server/hosts/node-mock' },
  ],
];

describe('import boundaries', () => {
  it.each(refused)('refuse %s', async (_name, { file, imports }) => {
    expect(await boundaryErrors(file, imports)).toHaveLength(1);
  });

  it.each(allowed)('allow %s', async (_name, { file, imports }) => {
    expect(await boundaryErrors(file, imports)).toEqual([]);
  });
});

describe('module replacement in tests', () => {
  // Test files share one module registry per worker (vitest.config.ts), where vi.mock cannot hold.
  async function replacementErrors(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: 'src/app/example.test.ts' });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }

  it('refuses vi.mock and vi.doMock', async () => {
    const code = "import { vi } from 'vitest';\nvi.mock('./a');\nvi.doMock('./b');\n";
    expect(await replacementErrors(code)).toHaveLength(2);
  });

  it('allows faking a global', async () => {
    const code = "import { vi } from 'vitest';\nvi.stubGlobal('open', vi.fn());\n";
    expect(await replacementErrors(code)).toEqual([]);
  });
});
