import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('bounded and deterministic', () => {
  it('sends no more than --max-requests and reports the rest as not exercised', async () => {
    server.requests.length = 0;
    const report = await runContractCheck(
      kitTestOptions({
        baseUrl: server.baseUrl,
        operations: ['listGames', 'listCountries', 'getMenuSettings'],
        maxRequests: 5,
      }),
    );
    expect(server.requests).toHaveLength(5);
    expect(report.requests).toBe(5);
    expect(report.budgetNote).toBe('request budget used up (--max-requests 5)');
    const skipped = report.operations
      .flatMap((op) => op.checks)
      .filter((c) => c.outcome === 'not-exercised');
    expect(skipped.length).toBeGreaterThan(0);
    expect(new Set(skipped.map((c) => c.reason))).toEqual(
      new Set(['request budget used up (--max-requests 5)']),
    );
  });

  it('sends the same requests for the same seed, and others for another seed', async () => {
    const sent = async (seed: number) => {
      const requests: string[] = [];
      await runContractCheck(
        kitTestOptions({ baseUrl: server.baseUrl, tags: ['lottery', 'home'], seed }),
        {
          onExchange: (e) =>
            requests.push(
              `${e.request.method} ${e.request.url.replace(server.baseUrl, '')} ${e.request.body ?? ''}`,
            ),
        },
      );
      return requests;
    };
    const first = await sent(11);
    expect(first.length).toBeGreaterThan(40);
    expect(await sent(11)).toEqual(first);
    expect(await sent(12)).not.toEqual(first);
  });
});
