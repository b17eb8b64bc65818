import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyMismatch } from './proxy-mismatch';
import { startDriftedTarget } from './testing/drifted-target';
import { startValidatingProxy, type ValidatingProxy } from './validating-proxy';

let drifted: Awaited<ReturnType<typeof startDriftedTarget>>;
let proxy: ValidatingProxy;
const lines: string[] = [];
const mismatches: ProxyMismatch[] = [];
const logDir = mkdtempSync(path.join(tmpdir(), 'contract-proxy-'));
const logFile = path.join(logDir, 'mismatches.jsonl');

beforeAll(async () => {
  drifted = await startDriftedTarget();
  proxy = await startValidatingProxy({
    target: drifted.url,
    port: 0,
    logFile,
    print: (line) => lines.push(line),
    onReport: (report) => mismatches.push(...report.mismatches),
  });
});
afterAll(async () => {
  await proxy.close();
  await drifted.close();
  rmSync(logDir, { recursive: true, force: true });
});

/** Sends one request through the proxy and returns the mismatches it logged for it. */
async function through(pathAndQuery: string, headers: Record<string, string> = {}) {
  const before = mismatches.length;
  const answer = await fetch(`${proxy.url}${pathAndQuery}`, { headers });
  const text = await answer.text();
  await proxy.settled();
  return { status: answer.status, text, logged: mismatches.slice(before) };
}

const token = { Authorization: 'Bearer any-token' };

describe('in front of a server that drifted from the contract', () => {
  it('logs a wrong type with the operation, JSON path and value', async () => {
    const { status, logged } = await through('/wps/v2/wallets/balance', token);
    expect(status).toBe(200);
    expect(logged).toEqual([
      expect.objectContaining({
        operation: 'getBalance',
        direction: 'response',
        status: 200,
        jsonPath: '$.value.sumBalance',
        value: '1550.75',
        message: 'must be number',
      }),
    ]);
    expect(lines.at(-1)).toBe(
      '[proxy] getBalance response 200 $.value.sumBalance: must be number (value "1550.75")   <- GET /wps/v2/wallets/balance',
    );
  });

  it('logs a missing required field at its own path', async () => {
    const { logged } = await through('/wps/system/notice');
    expect(logged).toEqual([
      expect.objectContaining({
        operation: 'listNotices',
        direction: 'response',
        jsonPath: '$.value.popup',
        message: 'is required but missing',
      }),
    ]);
    expect(logged[0]).not.toHaveProperty('value');
  });

  it('logs a status the contract does not declare for the operation', async () => {
    const { status, text, logged } = await through('/wps/system/winners');
    expect(status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ message: 'NullPointerException' });
    expect(logged).toEqual([
      expect.objectContaining({
        operation: 'listWinners',
        direction: 'response',
        jsonPath: 'status',
        value: 500,
        message: 'status 500 is not declared by the contract',
      }),
    ]);
  });

  it('logs a body that is not JSON where the contract declares JSON', async () => {
    const { text, logged } = await through('/wps/system/status');
    expect(text).toBe('<html><body>Welcome</body></html>');
    expect(logged.map((m) => [m.jsonPath, m.value])).toEqual([
      ['header.content-type', 'text/html'],
      ['$', '<html><body>Welcome</body></html>'],
    ]);
  });

  it('logs a guarded operation that answers without a token, on both sides', async () => {
    const { status, logged } = await through('/wps/v2/wallets/balance');
    expect(status).toBe(200);
    expect(logged.map((m) => [m.direction, m.jsonPath])).toEqual([
      ['request', 'header.authorization'],
      ['response', 'status'],
      ['response', '$.value.sumBalance'],
    ]);
  });

  it('forwards a bad request unchanged and logs it as a request mismatch', async () => {
    const { logged } = await through('/wps/system/notice?pageNo=abc&pageSize=2');
    expect(drifted.received.at(-1)?.url).toBe('/wps/system/notice?pageNo=abc&pageSize=2');
    expect(logged[0]).toMatchObject({
      operation: 'listNotices',
      direction: 'request',
      request: 'GET /wps/system/notice?pageNo=abc&pageSize=2',
      jsonPath: 'query.pageNo',
      value: 'abc',
      message: 'must be integer',
    });
  });

  it('forwards a request for an unknown path and reports it as an unknown operation', async () => {
    const { status, logged } = await through('/wps/not/in/the/contract?x=1');
    expect(status).toBe(404);
    expect(drifted.received.at(-1)?.url).toBe('/wps/not/in/the/contract?x=1');
    expect(logged).toEqual([
      expect.objectContaining({
        operation: 'unknown operation',
        direction: 'request',
        jsonPath: 'path',
        value: '/wps/not/in/the/contract',
      }),
    ]);
    expect(lines.at(-1)).toBe(
      '[proxy] unknown operation GET /wps/not/in/the/contract?x=1 -> 404: the contract has no operation on this path',
    );
  });

  it('counts calls and mismatches per operation, and has written every mismatch to the log', async () => {
    expect(proxy.summary.rows().get('getBalance')).toMatchObject({
      calls: 2,
      request: 1,
      response: 3,
    });
    expect(proxy.summary.format()).toMatch(/^Contract proxy: 7 calls, 7 with mismatches/);
    await proxy.close(); // flushes the log
    const written = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ProxyMismatch);
    expect(written).toEqual(mismatches);
    expect(written).toHaveLength(11);
  });
});
