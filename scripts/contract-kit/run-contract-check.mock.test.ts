import { describe, expect, it } from 'vitest';
import { kitOperations } from '../../openapi/runtime/contract-view.ts';
import { operationVerdict, type KitReport } from './report/kit-report.ts';
import { runContractCheck } from './run-contract-check.ts';
import { kitTestOptions } from './testing/kit-test-options.ts';

function unexpectedFailures(report: KitReport) {
  return report.operations.flatMap((op) =>
    op.checks
      .filter((c) => c.outcome === 'failed')
      .map((c) => ({
        operationId: op.operationId,
        check: c.name,
        mismatches: c.mismatches,
        request: c.exchange?.requestBody,
      })),
  );
}

describe('contract:check against the mock (a fresh in-process sandbox, --allow-writes, default bounds)', () => {
  it('passes every operation of every tag but mock-control, and every flow', async () => {
    const report = await runContractCheck(kitTestOptions({ allowWrites: true }));

    expect(unexpectedFailures(report)).toEqual([]);
    expect(report.flows.map((f) => [f.name, f.outcome, f.reason])).toEqual(
      ['sign-in', 'register', 'transfer', 'favourites', 'contract-offer'].map((name) => [
        name,
        'passed',
        undefined,
      ]),
    );
    expect(report.operations.map((op) => op.operationId)).toEqual(
      kitOperations.map((op) => op.operationId),
    );
    expect(report.operations.some((op) => op.tag === 'mock-control')).toBe(false);
    const notExercised = report.operations.filter(
      (op) => operationVerdict(op).outcome === 'not-exercised',
    );
    expect(notExercised.map((op) => op.operationId)).toEqual([]);
    expect(report.budgetNote).toBeNull();
    // Every guarded operation was called without a session and with a bogus token.
    for (const op of kitOperations.filter((o) => o.meta.guarded)) {
      const guards = report.operations
        .find((r) => r.operationId === op.operationId)
        ?.checks.filter((c) => c.kind === 'guard');
      expect(
        guards?.map((c) => [c.name, c.status]),
        op.operationId,
      ).toEqual([
        ['guard: no session', 401],
        ['guard: bogus token', 401],
      ]);
    }
  }, 90_000);
});
