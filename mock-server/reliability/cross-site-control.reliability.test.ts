/**
 * Reliability: the control API against the real node server (port 0). A web page elsewhere must
 * not be able to use it: a foreign Host (DNS rebinding), a foreign Origin, a text/plain body are
 * refused and change nothing; the state export leaves secrets out unless asked; a sandbox with a
 * control token wants it; an oversized body is cut off with 413.
 */
import http from 'node:http';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../hosts/sandbox-server';

interface Answer {
  status: number;
  body: { success?: boolean; code?: string; field?: string; value?: unknown };
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // An empty host means none at all (HTTP/1.0-style clients).
    const noHost = headers.host === '';
    const sent = { ...headers };
    if (noHost) delete sent.host;
    const options = { host: '127.0.0.1', port, method, path, headers: sent, setHost: !noHost };
    const req = http.request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        // node:http itself answers a request without Host 400 with an empty body.
        const body = text === '' ? {} : (JSON.parse(text) as Answer['body']);
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

let sandbox: SandboxServer;
let guarded: SandboxServer;
const digest = (s: SandboxServer) =>
  createHash('sha256')
    .update(JSON.stringify(s.backend.exportState({ includeCatalogue: false })))
    .digest('hex');

beforeAll(async () => {
  // The sandbox clock stands still: what time brings due (salary windows every 5 minutes, the
  // hourly purge) is not a change made by a refused request, however slow the run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T10:00:00Z') });
  sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1', scale: 0.01 });
  guarded = await startSandboxServer({
    port: 0,
    host: '127.0.0.1',
    scale: 0.01,
    controlToken: 'shared-secret',
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await sandbox.close();
  await guarded.close();
});

describe('the control API answers only this machine’s own tools', () => {
  it('refuses foreign hosts, foreign origins and text/plain bodies, and changes nothing', async () => {
    const port = sandbox.port;
    const own = `127.0.0.1:${port}`;
    const json = { 'content-type': 'application/json' };
    const attacks: {
      label: string;
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string;
      field: string | null;
    }[] = [
      {
        label: 'DNS rebinding: reset',
        method: 'POST',
        path: '/__mock/reset',
        headers: { ...json, host: `evil.example:${port}` },
        body: '{}',
        field: 'header.host',
      },
      {
        label: 'DNS rebinding: state export',
        method: 'GET',
        path: '/__mock/state',
        headers: { host: `attacker.test:${port}` },
        field: 'header.host',
      },
      {
        label: 'own name, other port',
        method: 'GET',
        path: '/__mock/state',
        headers: { host: '127.0.0.1:1' },
        field: 'header.host',
      },
      {
        label: 'no Host',
        method: 'GET',
        path: '/__mock/config',
        headers: { host: '' },
        field: null,
      },
      {
        label: 'foreign Origin: clock',
        method: 'POST',
        path: '/__mock/clock/advance',
        headers: { ...json, host: own, origin: 'https://evil.example' },
        body: '{"minutes":60}',
        field: 'header.origin',
      },
      {
        label: 'foreign Origin on localhost, other port',
        method: 'POST',
        path: '/__mock/reset',
        headers: { ...json, host: own, origin: 'http://localhost:3000' },
        body: '{}',
        field: 'header.origin',
      },
      {
        label: 'Origin null (sandboxed frame)',
        method: 'PUT',
        path: '/__mock/flags',
        headers: { ...json, host: own, origin: 'null' },
        body: '{"flags":{"DIRECTREG3":false}}',
        field: 'header.origin',
      },
      {
        label: 'text/plain form post',
        method: 'POST',
        path: '/__mock/clock/advance',
        headers: { 'content-type': 'text/plain', host: own },
        body: '{"minutes":60}',
        field: 'header.content-type',
      },
      {
        label: 'text/plain reset',
        method: 'POST',
        path: '/__mock/reset',
        headers: { 'content-type': 'text/plain;charset=UTF-8', host: own },
        body: '{}',
        field: 'header.content-type',
      },
    ];
    const before = digest(sandbox);
    const offsetBefore = sandbox.backend.clock.offsetMs;
    let refused = 0;
    for (const attack of attacks) {
      const answer = await send(port, attack.method, attack.path, attack.headers, attack.body);
      expect(answer.status, attack.label).toBeGreaterThanOrEqual(400);
      expect(answer.status, attack.label).toBeLessThan(500);
      if (attack.field) expect(answer.body.field, attack.label).toBe(attack.field);
      refused += 1;
    }
    const changes = digest(sandbox) === before ? 0 : 1;
    expect(sandbox.backend.clock.offsetMs).toBe(offsetBefore);

    // The sandbox's own tools and pages still work.
    const mine = [
      await send(port, 'GET', '/__mock/config', { host: own }),
      await send(port, 'GET', '/__mock/config', { host: `localhost:${port}` }),
      await send(port, 'GET', '/__mock/config', { host: `[::1]:${port}` }),
      await send(
        port,
        'PUT',
        '/__mock/flags',
        { ...json, host: own, origin: `http://${own}` },
        '{"flags":{"DIRECTREG3":true}}',
      ),
    ];
    for (const answer of mine) expect(answer.status).toBe(200);

    // The platform API itself is not the control API: other hosts may call it.
    const api = await send(port, 'GET', '/wps/system/status', { host: 'portal.example' });
    expect(api.status).toBeLessThan(500);

    // eslint-disable-next-line no-console -- the reliability suite prints its figures
    console.log(
      `[reliability] cross-site-control: attacks=${attacks.length} refusals=${refused} 5xx=0 stateChanges=${changes} ownCalls=${mine.length} ownRefused=0`,
    );
    expect(changes).toBe(0);
  });

  it('exports no secrets unless asked, and such an export imports with the passwords kept', async () => {
    const port = sandbox.port;
    const own = `127.0.0.1:${port}`;
    const plain = await send(port, 'GET', '/__mock/state', { host: own });
    expect(plain.status).toBe(200);
    const text = JSON.stringify(plain.body);
    expect(text).not.toContain('demo1234');
    expect(text).not.toContain('"password"');
    expect(text).not.toContain('"paymentPassword"');
    const tables = (plain.body.value as { tables: Record<string, unknown> }).tables;
    expect(Object.keys(tables)).not.toContain('sessions');
    expect(Object.keys(tables)).not.toContain('smsCodes');

    const full = await send(port, 'GET', '/__mock/state?secrets=true', { host: own });
    expect(JSON.stringify(full.body)).toContain('demo1234');

    const imported = await send(
      port,
      'PUT',
      '/__mock/state',
      { 'content-type': 'application/json', host: own },
      JSON.stringify(plain.body.value),
    );
    expect(imported.status).toBe(200);
    expect(sandbox.backend.db.memberByAccount('demoplayer')?.password).toBe('demo1234');
    expect(sandbox.backend.db.memberByAccount('demoplayer')?.paymentPassword).toBe('123456');
  });

  it('wants the control token on a sandbox started with one', async () => {
    const port = guarded.port;
    const own = `127.0.0.1:${port}`;
    expect((await send(port, 'GET', '/__mock/config', { host: own })).body.field).toBe(
      'header.x-control-token',
    );
    expect(
      (await send(port, 'GET', '/__mock/config', { host: own, 'x-control-token': 'wrong' })).status,
    ).toBe(403);
    expect(
      (await send(port, 'GET', '/__mock/config', { host: own, 'x-control-token': 'shared-secret' }))
        .status,
    ).toBe(200);
  });

  it('lets anyone holding a sign-in link redeem it, on a shared sandbox too, once', async () => {
    const port = guarded.port;
    const own = `127.0.0.1:${port}`;
    const json = { 'content-type': 'application/json' };
    const body = '{"account":"demovip"}';
    // Making a link is a control call: the token is wanted.
    const refused = await send(port, 'POST', '/__mock/sign-in-links', { ...json, host: own }, body);
    expect(refused.body.field).toBe('header.x-control-token');
    const made = await send(
      port,
      'POST',
      '/__mock/sign-in-links',
      { ...json, host: own, 'x-control-token': 'shared-secret' },
      body,
    );
    expect(made.status).toBe(201);
    const { code } = made.body.value as { code: string };
    // A customer's browser on another machine: the sandbox's network name, its page, no token.
    const customer = { host: `demo-box.lan:${port}`, origin: `http://demo-box.lan:${port}` };
    const redeemed = await send(port, 'POST', `/__mock/sign-in-links/${code}/redeem`, customer);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.value).toMatchObject({ userName: 'demovip' });
    const again = await send(port, 'POST', `/__mock/sign-in-links/${code}/redeem`, customer);
    expect(again).toMatchObject({ status: 410, body: { code: 'sign_in_link_used' } });
    // The rest of the control API stays closed to that page.
    const state = await send(port, 'GET', '/__mock/state', customer);
    expect(state.body.field).toBe('header.host');
  });

  it('stops reading a body over the limit and answers 413', async () => {
    const port = sandbox.port;
    const before = digest(sandbox);
    const answer = await send(
      port,
      'POST',
      '/wps/session/login',
      { 'content-type': 'application/json', host: `127.0.0.1:${port}` },
      JSON.stringify({ username: 'demoplayer', note: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(answer).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large', field: 'body' },
    });
    expect(digest(sandbox)).toBe(before);
  });
});
