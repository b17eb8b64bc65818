import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../hosts/sandbox-server';

let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1', scale: 0.01 });
  base = `http://127.0.0.1:${sandbox.port}`;
});
afterAll(async () => {
  await sandbox.close();
});

/** Reads server-sent events off a stream until `count` named events have arrived. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffered = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const frame = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const event = /^event: (.+)$/m.exec(frame)?.[1];
      const data = /^data: (.+)$/m.exec(frame)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
    }
  }
  reader.releaseLock();
  return events;
}

const json = { 'content-type': 'application/json' };

describe('GET /sandbox/events', () => {
  it('says where things stand, then pushes a change of the system status and of the flags', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/sandbox/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const body = response.body;
    if (!body) throw new Error('no body');
    expect(await readEvents(body, 1)).toEqual([
      { event: 'hello', data: { systemStatus: 0, version: 0 } },
    ]);
    expect(sandbox.events.subscriberCount()).toBe(1);

    const put = await fetch(`${base}/__mock/system-status`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ status: 2, title: null, endTime: null, info: 'Not here' }),
    });
    expect(put.status).toBe(200);
    expect(await readEvents(body, 1)).toEqual([
      { event: 'change', data: { systemStatus: 2, version: 1 } },
    ]);

    // A write that changes neither the status nor the flags sends nothing; a flag switch does.
    await fetch(`${base}/__mock/clock/advance`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ minutes: 1 }),
    });
    await fetch(`${base}/__mock/flags`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ flags: { DIRECTREG3: false } }),
    });
    expect(await readEvents(body, 1)).toEqual([
      { event: 'change', data: { systemStatus: 2, version: 2 } },
    ]);
    // A brand change (languages, currency symbol) is pushed too: portals re-read getSystemStatus.
    await fetch(`${base}/__mock/brand`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        supportedLanguages: ['EN', 'CN'],
        defaultLanguage: 'EN',
        currencySymbol: '¥',
      }),
    });
    expect(await readEvents(body, 1)).toEqual([
      { event: 'change', data: { systemStatus: 2, version: 3 } },
    ]);
    controller.abort();
    await fetch(`${base}/__mock/reset`, { method: 'POST', headers: json, body: '{}' });
  });

  it('takes GET only, and /sandbox itself is left to the portal', async () => {
    expect((await fetch(`${base}/sandbox/events`, { method: 'POST' })).status).toBe(405);
    // No dist/ in this test: the portal's fallback has no index page, so the app's 404 answers —
    // but not the sandbox pages' JSON refusal "no such sandbox page".
    const console = await fetch(`${base}/sandbox`);
    expect(await console.text()).not.toContain('no such sandbox page');
  });
});
