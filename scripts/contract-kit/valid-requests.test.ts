import { describe, expect, it } from 'vitest';
import { kitOperations, anyOperation } from '../../openapi/runtime/contract-view.ts';
import { contractFailure } from '../../openapi/runtime/kit-request.ts';
import { exampleRequests, generatedRequests, operationSeed } from './valid-requests.ts';

describe('generatedRequests', () => {
  it('draws requests the contract accepts, for every operation, deterministically per seed', () => {
    for (const op of kitOperations) {
      const requests = generatedRequests(op, operationSeed(5, op.operationId), 2);
      expect(requests.length, op.operationId).toBeGreaterThan(0);
      for (const request of requests)
        expect(contractFailure(op, request), op.operationId).toBeNull();
      expect(generatedRequests(op, operationSeed(5, op.operationId), 2)).toEqual(requests);
    }
  });

  it('gives an operation the same seed whatever else runs, and others a different one', () => {
    expect(operationSeed(1, 'getBalance')).toBe(operationSeed(1, 'getBalance'));
    expect(operationSeed(1, 'getBalance')).not.toBe(operationSeed(1, 'listGames'));
    expect(operationSeed(1, 'getBalance')).not.toBe(operationSeed(2, 'getBalance'));
  });
});

describe('exampleRequests', () => {
  it("sends each of the contract's body examples", () => {
    const login = anyOperation('login');
    const { planned, broken } = exampleRequests(login, null);
    expect(broken).toEqual([]);
    expect(planned.map((p) => p.label)).toEqual([
      'example "username"',
      'example "withCaptcha"',
      'example "sms"',
    ]);
    expect(planned[0]?.request.body).toEqual({
      kind: 'value',
      value: expect.objectContaining({ username: 'demoplayer', type: 'username' }),
    });
  });

  it('takes parameter examples and fills required values without one from a generated request', () => {
    const affiliate = anyOperation('checkAffiliateCode');
    expect(exampleRequests(affiliate, null).planned[0]?.request.query).toEqual({
      code: 'DEMOAGENT',
      domain: 'portal.example.test',
    });
    const games = anyOperation('listGames');
    const filler = generatedRequests(games, 1, 1)[0] ?? null;
    const [smallest] = exampleRequests(games, filler).planned;
    expect(smallest?.label).toBe('smallest request');
    expect(smallest?.request.query).toEqual({ gameType: filler?.query.gameType });
  });

  it('reports an example the contract itself refuses instead of sending it', () => {
    const games = anyOperation('listGames');
    const { planned, broken } = exampleRequests(games, null);
    expect(planned).toEqual([]);
    expect(broken).toEqual([
      { label: 'smallest request', reason: expect.stringContaining('gameType') },
    ]);
  });
});
