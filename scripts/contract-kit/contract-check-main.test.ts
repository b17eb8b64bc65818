import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCheckMain, type MainIo } from './contract-check-main.ts';
import { startDriftedServer, type DriftedServer } from './testing/drifted-server.ts';

let server: DriftedServer;
let dir: string;
beforeAll(async () => {
  server = await startDriftedServer();
  dir = await mkdtemp(path.join(tmpdir(), 'contract-check-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function io(): MainIo & { output: string[]; errors: string[] } {
  const output: string[] = [];
  const errors: string[] = [];
  return { output, errors, out: (t) => output.push(t), err: (t) => errors.push(t), cwd: dir };
}

describe('npm run contract:check', () => {
  it('exits 0 when the server honours the contract, and writes both reports', async () => {
    server.drifts.clear();
    const terminal = io();
    const code = await contractCheckMain(
      [
        '--base-url',
        server.baseUrl,
        '--operation',
        'getSystemStatus',
        '--junit',
        'r/c.xml',
        '--html',
        'r/c.html',
      ],
      terminal,
    );
    expect(code).toBe(0);
    expect(terminal.output.join('\n')).toContain('reports: JUnit r/c.xml · HTML r/c.html');
    expect(await readFile(path.join(dir, 'r/c.xml'), 'utf8')).toContain('<testsuites ');
    expect(await readFile(path.join(dir, 'r/c.html'), 'utf8')).toContain('<!doctype html>');
  });

  it('exits 1 on a contract violation', async () => {
    server.drifts.clear();
    server.drifts.add('wrongType');
    const terminal = io();
    expect(
      await contractCheckMain(
        ['--base-url', server.baseUrl, '--operation', 'getSystemStatus'],
        terminal,
      ),
    ).toBe(1);
    expect(terminal.output.join('\n')).toContain('at $.value.status: must be integer');
  });

  it('exits 2 on a usage error, an unusable config, or a server it cannot reach', async () => {
    const terminal = io();
    expect(await contractCheckMain(['--max-requests', 'lots'], terminal)).toBe(2);
    expect(await contractCheckMain(['--config', 'missing.json'], terminal)).toBe(2);
    expect(await contractCheckMain(['--codec', 'des'], terminal)).toBe(2);
    expect(await contractCheckMain(['--base-url', 'http://127.0.0.1:9'], terminal)).toBe(2);
    expect(terminal.errors.map((e) => e.split('\n')[0])).toEqual([
      'contract:check: --max-requests lots is not a whole number from 1 to 1000000',
      expect.stringMatching(/^contract:check: cannot read --config .*missing\.json/),
      expect.stringContaining('unknown codec "des"'),
      expect.stringMatching(/^contract:check: cannot reach http:\/\/127\.0\.0\.1:9: /),
    ]);
  });

  it('prints the usage with --help', async () => {
    const terminal = io();
    expect(await contractCheckMain(['--help'], terminal)).toBe(0);
    expect(terminal.output[0]).toContain('Usage: npm run contract:check');
  });
});
