import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult, KitReport } from './report/kit-report.ts';
import { runContractCheck } from './run-contract-check.ts';
import {
  driftTargets,
  startDriftedServer,
  type DriftedServer,
  type DriftName,
} from './testing/drifted-server.ts';
import { kitTestOptions } from './testing/kit-test-options.ts';

let server: DriftedServer;
beforeAll(async () => {
  server = await startDriftedServer();
});
afterAll(async () => {
  await server.close();
});

/** Runs the kit on the drift's operation only, with just that drift switched on. */
async function checkWith(
  drift: DriftName | null,
  operationId: string,
  allowWrites = false,
): Promise<KitReport> {
  server.drifts.clear();
  if (drift) server.drifts.add(drift);
  return runContractCheck(
    kitTestOptions({ baseUrl: server.baseUrl, operations: [operationId], allowWrites, runs: 1 }),
  );
}

function failedChecks(report: KitReport, operationId: string): CheckResult[] {
  return (
    report.operations
      .find((op) => op.operationId === operationId)
      ?.checks.filter((c) => c.outcome === 'failed') ?? []
  );
}

describe('a server that drifts from the contract is caught on every point', () => {
  it('passes while no drift is switched on (the baseline of the cases below)', async () => {
    server.drifts.clear();
    const report = await runContractCheck(
      kitTestOptions({
        baseUrl: server.baseUrl,
        operations: Object.values(driftTargets),
        allowWrites: true,
        runs: 1,
      }),
    );
    expect(
      report.operations.flatMap((op) => op.checks.filter((c) => c.outcome === 'failed')),
    ).toEqual([]);
    expect(report.operations.every((op) => op.checks.some((c) => c.outcome === 'passed'))).toBe(
      true,
    );
  });

  it('a wrong type: value.status answered as a string', async () => {
    const failed = failedChecks(
      await checkWith('wrongType', driftTargets.wrongType),
      driftTargets.wrongType,
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]?.mismatches).toContainEqual({
      path: '$.value.status',
      message: 'must be integer (got "0")',
    });
  });

  it('a missing required field: value.ageOfConsent left out', async () => {
    const failed = failedChecks(
      await checkWith('omitRequired', driftTargets.omitRequired),
      driftTargets.omitRequired,
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]?.mismatches).toContainEqual({
      path: '$.value',
      message: "must have required property 'ageOfConsent'",
    });
  });

  it('a missing required header: getCaptcha without X-Captcha-Id', async () => {
    const failed = failedChecks(
      await checkWith('omitHeader', driftTargets.omitHeader),
      driftTargets.omitHeader,
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]?.mismatches).toContainEqual({
      path: 'header.X-Captcha-Id',
      message: 'required header is missing',
    });
  });

  it('an undeclared status: 201 where the contract declares 200 and 400', async () => {
    const failed = failedChecks(
      await checkWith('undeclaredStatus', driftTargets.undeclaredStatus),
      driftTargets.undeclaredStatus,
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatchObject({
      status: 201,
      mismatches: [
        { path: 'status', message: expect.stringContaining('status 201 is not declared') },
      ],
    });
  });

  it('a crash with 500 on malformed JSON', async () => {
    const failed = failedChecks(
      await checkWith('crashOnMalformedJson', driftTargets.crashOnMalformedJson, true),
      driftTargets.crashOnMalformedJson,
    );
    expect(failed.map((c) => c.name)).toEqual(['invalid: malformed JSON body']);
    expect(failed[0]?.status).toBe(500);
    expect(failed[0]?.mismatches.map((m) => m.message)).toEqual([
      expect.stringContaining('server error 500 on an invalid request'),
      expect.stringContaining('status 500 is not declared'),
    ]);
  });

  it('a guarded operation served without a session and with a bogus token', async () => {
    const failed = failedChecks(
      await checkWith('ignoreToken', driftTargets.ignoreToken),
      driftTargets.ignoreToken,
    );
    expect(failed.map((c) => [c.name, c.status])).toEqual([
      ['guard: no session', 200],
      ['guard: bogus token', 200],
    ]);
    expect(failed[0]?.mismatches).toContainEqual({
      path: 'status',
      message: 'served a guarded operation without a session (status 200, expected 401)',
    });
  });
});
