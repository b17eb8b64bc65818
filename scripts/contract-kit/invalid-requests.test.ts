import { describe, expect, it } from 'vitest';
import { anyOperation, kitOperations } from '../../openapi/runtime/contract-view.ts';
import { invalidRequests } from '../../openapi/runtime/invalid-requests.ts';
import { contractFailure } from '../../openapi/runtime/kit-request.ts';
import { exampleRequests, generatedRequests, operationSeed } from './valid-requests.ts';

function baseOf(operationId: string) {
  const op = anyOperation(operationId);
  const generated = generatedRequests(op, operationSeed(1, operationId), 1);
  const base = exampleRequests(op, generated[0] ?? null).planned[0]?.request ?? generated[0];
  if (!base) throw new Error(`no base request for ${operationId}`);
  return { op, base };
}

describe('invalidRequests', () => {
  it('builds one request per kind that applies, each refused by the contract', () => {
    const { op, base } = baseOf('transferWallet');
    const invalid = invalidRequests(op, base, 1);
    expect(invalid.map((r) => r.kind)).toEqual([
      'malformed-json',
      'missing-required',
      'wrong-type',
      'out-of-range',
      'oversized-string',
    ]);
    for (const request of invalid)
      expect(contractFailure(op, request.request), request.label).not.toBeNull();
  });

  it('adds an undecodable payload for encrypted operations, and nothing for operations without input', () => {
    const { op, base } = baseOf('login');
    expect(invalidRequests(op, base, 1).map((r) => r.kind)).toContain('undecodable-payload');
    const balance = baseOf('getBalance');
    expect(invalidRequests(balance.op, balance.base, 1)).toEqual([]);
  });

  it('breaks query parameters of GET operations: out of range, wrong type, missing', () => {
    const { op, base } = baseOf('listGames');
    const labels = invalidRequests(op, base, 3).map((r) => r.label);
    expect(labels).toContainEqual(expect.stringMatching(/^missing required query\.gameType$/));
    expect(labels).toContainEqual(expect.stringMatching(/^wrong type at query\./));
    expect(labels).toContainEqual(expect.stringMatching(/^out of range at query\./));
    expect(labels).toContainEqual(expect.stringMatching(/^oversized string at query\./));
  });

  it('is deterministic for a seed and refused by the contract for every operation', () => {
    for (const op of kitOperations) {
      const generated = generatedRequests(op, operationSeed(2, op.operationId), 1);
      const base = exampleRequests(op, generated[0] ?? null).planned[0]?.request ?? generated[0];
      if (!base) continue;
      const invalid = invalidRequests(op, base, 2);
      expect(invalidRequests(op, base, 2)).toEqual(invalid);
      for (const request of invalid)
        expect(
          contractFailure(op, request.request),
          `${op.operationId}: ${request.label}`,
        ).not.toBeNull();
    }
  });
});
