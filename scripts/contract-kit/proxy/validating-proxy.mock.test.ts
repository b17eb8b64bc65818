import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../../../mock-server/hosts/sandbox-server';
import { b64JsonCodec } from '../../../openapi/runtime/payload-codec';
import type { ExchangeReport } from './exchange-validator';
import { comparableHeaders, rawRequest, type RawRequestOptions } from './testing/raw-request';
import { startValidatingProxy, type ValidatingProxy } from './validating-proxy';

let sandbox: SandboxServer;
let proxy: ValidatingProxy;
let direct: string;
const lines: string[] = [];
const reports: ExchangeReport[] = [];

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1', scale: 0.01 });
  direct = `http://127.0.0.1:${sandbox.port}`;
  proxy = await startValidatingProxy({
    target: direct,
    port: 0,
    print: (line) => lines.push(line),
    onReport: (report) => reports.push(report),
  });
});
afterAll(async () => {
  await proxy.close();
  await sandbox.close();
});

const login = (account: string): RawRequestOptions => ({
  method: 'POST',
  headers: ['Content-Type', 'application/json', 'X-Payload-Codec', b64JsonCodec.name],
  body: JSON.stringify({
    payload: b64JsonCodec.encode(
      JSON.stringify({ username: account, password: 'demo1234', type: 'username' }),
    ),
  }),
});

describe('in front of the mock', () => {
  it('passes an encrypted login and a guarded call with its token, and logs nothing', async () => {
    const signedIn = await rawRequest(`${proxy.url}/wps/session/login`, login('demoplayer'));
    expect(signedIn.status).toBe(200);
    const { token } = (JSON.parse(signedIn.body.toString()) as { value: { token: string } }).value;
    const balance = await rawRequest(`${proxy.url}/wps/v2/wallets/balance`, {
      headers: ['Authorization', `Bearer ${token}`],
    });
    expect(balance.status).toBe(200);
    expect(JSON.parse(balance.body.toString())).toMatchObject({ success: true });
    await proxy.settled();

    expect(lines).toEqual([]);
    const seen = reports.map((r) => [r.operation, r.mismatches.length, r.skipped]);
    expect(seen).toEqual([
      ['login', 0, undefined],
      ['getBalance', 0, undefined],
    ]);
    expect(proxy.summary.rows().get('login')).toMatchObject({ calls: 1, request: 0, response: 0 });
  });

  it('answers byte for byte what the mock answers directly', async () => {
    // Answers that carry "now" (a balance's updatedAt) must not differ by the milliseconds between calls.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-01T12:00:00Z'));
    const member = sandbox.backend.db.memberByAccount('demoagent');
    if (!member) throw new Error('the seed has no demoagent');
    const token = 'proxy-test-token';
    await sandbox.backend.db.sessions.insert({
      id: token,
      memberId: member.id,
      kind: 'member',
      createdAt: sandbox.backend.clock.iso(),
    });
    const calls: [string, RawRequestOptions][] = [
      ['/wps/system/notice?pageNo=1&pageSize=2', {}],
      ['/wps/v2/wallets/balance', { headers: ['Authorization', `Bearer ${token}`] }],
      ['/wps/v2/wallets/balance', {}],
      ['/wps/system/notice?pageNo=abc', {}],
      ['/wps/no/such/operation', {}],
      ['/wps/session/login', { ...login('demoplayer'), body: '{"payload": 12' }],
    ];
    for (const [path, options] of calls) {
      const viaProxy = await rawRequest(`${proxy.url}${path}`, options);
      const straight = await rawRequest(`${direct}${path}`, options);
      expect(viaProxy.status, path).toBe(straight.status);
      expect(viaProxy.statusMessage, path).toBe(straight.statusMessage);
      expect(comparableHeaders(viaProxy.rawHeaders), path).toEqual(
        comparableHeaders(straight.rawHeaders),
      );
      expect(viaProxy.body.equals(straight.body), path).toBe(true);
    }
  });
});
