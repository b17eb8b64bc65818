import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64JsonCodec } from '../../../openapi/runtime/payload-codec.ts';
import { runContractCheck } from '../run-contract-check.ts';
import { startDriftedServer, type DriftedServer } from '../testing/drifted-server.ts';
import { kitTestOptions } from '../testing/kit-test-options.ts';

let server: DriftedServer;
beforeAll(async () => {
  server = await startDriftedServer();
  // A failed attempt (an earlier run's login example, a colleague's typo): a captcha is now required.
  await fetch(`${server.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-payload-codec': 'b64json' },
    body: JSON.stringify({
      payload: b64JsonCodec.encode(
        JSON.stringify({ username: 'demoplayer', password: 'wrong1pw', type: 'username' }),
      ),
    }),
  });
});
afterAll(async () => {
  await server.close();
});

const checkBalance = (sandboxControl: boolean) =>
  runContractCheck(
    kitTestOptions({
      baseUrl: server.baseUrl,
      operations: ['getBalance'],
      allowWrites: true,
      runs: 1,
      sandboxControl,
    }),
  );

describe('the sign-in flow', () => {
  it('tells why there is no session when the server wants a captcha it cannot read', async () => {
    const report = await checkBalance(false);
    expect(report.flows[0]).toMatchObject({
      name: 'sign-in',
      outcome: 'not-exercised',
      reason: expect.stringContaining('was refused (400 captcha_required: captcha is required)'),
    });
    const balance = report.operations[0];
    expect(balance?.checks.find((c) => c.kind === 'valid')?.reason).toMatch(
      /^needs a session: signing in as demoplayer did not work/,
    );
    expect(balance?.checks.filter((c) => c.kind === 'guard').map((c) => c.outcome)).toEqual([
      'passed',
      'passed',
    ]);
  });

  it('answers the captcha through the control API of a sandbox and signs in', async () => {
    const report = await checkBalance(true);
    expect(report.flows[0]?.outcome).toBe('passed');
    expect(report.flows[0]?.steps.map((s) => s.title)).toEqual([
      'sign in as demoplayer (member)',
      'get a captcha',
      'read its text from the sandbox',
      'sign in as demoplayer (member), with the captcha',
      'read the member info of the member session',
      "the token is demoplayer's",
    ]);
    expect(
      report.operations[0]?.checks.filter((c) => c.outcome === 'passed').length,
    ).toBeGreaterThan(2);
  });
});
