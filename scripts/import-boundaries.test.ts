import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root.ts';

const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

// The layering of ../shared/STYLE.md is a lint rule; these prove the rule bites.
describe('import boundaries', () => {
  it('keep shared code free of app code', async () => {
    const errors = await boundaryErrors(
      'src/lib/api/example.ts',
      "import { App } from '../../app/app';\nexport const x = App;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('keep the portal free of the mock backend', async () => {
    const errors = await boundaryErrors(
      'src/app/example.ts',
      "import { createSandboxApp } from '../../mock-server/sandbox-app.ts';\nexport const x = createSandboxApp;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('let the mock backend use the contract types and nothing else of the portal', async () => {
    const allowed = await boundaryErrors(
      'mock-server/example.ts',
      "import { b64JsonCodec } from '../openapi/runtime/payload-codec';\nexport const x = b64JsonCodec;\n",
    );
    const refused = await boundaryErrors(
      'mock-server/example.ts',
      "import { App } from '../src/app/app';\nexport const x = App;\n",
    );
    expect(allowed).toEqual([]);
    expect(refused).toHaveLength(1);
  });

  it("keep the mock free of fixtures, and fixtures on the mock's public API", async () => {
    const mockOnFixtures = await boundaryErrors(
      'mock-server/seed/example.ts',
      "import { demoPassword } from '../../fixtures/demo-accounts';\nexport const x = demoPassword;\n",
    );
    const fixturesOnSeed = await boundaryErrors(
      'fixtures/example.ts',
      "import { demoAccounts } from '../mock-server/seed/demo-accounts';\nexport const x = demoAccounts;\n",
    );
    const fixturesOnPublicApi = await boundaryErrors(
      'fixtures/example.ts',
      "import { demoAccounts } from '../mock-server/testing/seeded-accounts';\nexport const x = demoAccounts;\n",
    );
    expect(mockOnFixtures).toHaveLength(1);
    expect(fixturesOnSeed).toHaveLength(1);
    expect(fixturesOnPublicApi).toEqual([]);
  });

  it('let the app compose shared code', async () => {
    const errors = await boundaryErrors(
      'src/app/example.ts',
      "import { toResult } from '../lib/api/api-result';\nexport const x = toResult;\n",
    );
    expect(errors).toEqual([]);
  });
});
