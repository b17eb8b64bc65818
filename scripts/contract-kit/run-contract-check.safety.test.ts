import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitOperations } from '../../openapi/runtime/contract-view.ts';
import { operationVerdict } from './report/kit-report.ts';
import { runContractCheck } from './run-contract-check.ts';
import { startDriftedServer, type DriftedServer } from './testing/drifted-server.ts';
import { kitTestOptions } from './testing/kit-test-options.ts';

let server: DriftedServer;
beforeAll(async () => {
  server = await startDriftedServer();
});
afterAll(async () => {
  await server.close();
});

describe('safe by default: no writes without --allow-writes', () => {
  it('sends only GET requests to the server during a full check', async () => {
    server.requests.length = 0;
    const report = await runContractCheck(kitTestOptions({ baseUrl: server.baseUrl, runs: 1 }));

    expect(server.requests.length).toBeGreaterThan(100);
    expect(server.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    for (const op of kitOperations.filter((o) => o.meta.method !== 'GET')) {
      const checked = report.operations.find((r) => r.operationId === op.operationId);
      expect(checked && operationVerdict(checked), op.operationId).toEqual({
        outcome: 'not-exercised',
        reason: `sends ${op.meta.method}: writes are off (run with --allow-writes)`,
      });
    }
    expect(report.flows.map((f) => f.outcome)).toEqual([
      'not-exercised',
      'not-exercised',
      'not-exercised',
      'not-exercised',
      'not-exercised',
    ]);
  }, 90_000);

  it('sends the writes once they are allowed (the switch, not an accident, keeps them out)', async () => {
    server.requests.length = 0;
    await runContractCheck(
      kitTestOptions({
        baseUrl: server.baseUrl,
        operations: ['transferWallet'],
        allowWrites: true,
        runs: 1,
      }),
    );
    expect(
      server.requests.some(
        (r) => r.method === 'POST' && r.path === '/wps/relay/GCS_walletTransfer',
      ),
    ).toBe(true);
  });
});
