import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeReport } from './exchange-validator';
import { rawRequest } from './testing/raw-request';
import { startRecordingTarget, type RecordingTarget } from './testing/recording-target';
import { startValidatingProxy, type ValidatingProxy } from './validating-proxy';

let target: RecordingTarget;
let proxy: ValidatingProxy;
const lines: string[] = [];

const okBody = Buffer.from('{"success":true,"value":{"status":"normal"}}');

beforeAll(async () => {
  target = await startRecordingTarget({
    status: 200,
    rawHeaders: ['Content-Type', 'application/json'],
    body: okBody,
  });
  // A base path on the target prefixes every forwarded path.
  proxy = await startValidatingProxy({
    target: `${target.url}/gateway/`,
    port: 0,
    print: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await proxy.close();
  await target.close();
});

describe('forwarding', () => {
  it('passes the request on unchanged: method, path, query, headers, body bytes', async () => {
    const body = Buffer.concat([
      Buffer.from('{"payload":"'),
      Buffer.from([0xff, 0xfe, 0x00]),
      Buffer.from('"}'),
    ]);
    const headers = [
      'Content-Type',
      'application/json',
      'Authorization',
      'Bearer tok-123',
      'X-Payload-Codec',
      'b64json',
      'X-Custom-Case',
      'One',
      'x-custom-case',
      'Two',
      'Cookie',
      'a=1',
    ];
    await rawRequest(`${proxy.url}/wps/session/login?lang=en&a=%20b&a=c`, {
      method: 'POST',
      headers,
      body,
    });
    const received = target.received.at(-1);
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/gateway/wps/session/login?lang=en&a=%20b&a=c');
    expect(received?.body.equals(body)).toBe(true);
    const pairs: string[][] = [];
    for (let i = 0; i < (received?.rawHeaders.length ?? 0); i += 2) {
      const name = received?.rawHeaders[i] ?? '';
      // Connection belongs to the proxy's own connection to the target (kept alive).
      if (name !== 'Connection') pairs.push([name, received?.rawHeaders[i + 1] ?? '']);
    }
    // Host names the target; the rest arrive in the client's order and spelling, repeats kept.
    expect(pairs).toEqual([
      ['Host', new URL(target.url).host],
      ['Content-Type', 'application/json'],
      ['Authorization', 'Bearer tok-123'],
      ['X-Payload-Codec', 'b64json'],
      ['X-Custom-Case', 'One'],
      ['x-custom-case', 'Two'],
      ['Cookie', 'a=1'],
      ['Content-Length', String(body.length)],
    ]);
  });

  it('passes a chunked request body on whole', async () => {
    const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(100_000) }));
    await rawRequest(`${proxy.url}/wps/feedback`, {
      method: 'POST',
      headers: ['Content-Type', 'application/json', 'Transfer-Encoding', 'chunked'],
      body,
    });
    expect(target.received.at(-1)?.body.equals(body)).toBe(true);
  });

  it('passes the answer back unchanged: status line, repeated headers, compressed bytes in chunks', async () => {
    const compressed = gzipSync(
      Buffer.from(JSON.stringify({ success: true, value: { status: 'normal' } })),
    );
    target.answer = {
      status: 299,
      statusMessage: 'Odd But Fine',
      rawHeaders: [
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Encoding',
        'gzip',
        'Set-Cookie',
        'a=1; Path=/',
        'Set-Cookie',
        'b=2; Path=/',
        'X-Request-Id',
        'r-42',
      ],
      body: compressed,
      chunkBytes: 7,
    };
    const answer = await rawRequest(`${proxy.url}/wps/system/status`);
    target.answer = { status: 200, rawHeaders: ['Content-Type', 'application/json'], body: okBody };
    expect(answer.status).toBe(299);
    expect(answer.statusMessage).toBe('Odd But Fine');
    expect(answer.body.equals(compressed)).toBe(true);
    expect(answer.rawHeaders.slice(0, 10)).toEqual([
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Encoding',
      'gzip',
      'Set-Cookie',
      'a=1; Path=/',
      'Set-Cookie',
      'b=2; Path=/',
      'X-Request-Id',
      'r-42',
    ]);
    // The compressed body was still read for validation: 299 is not a status of getSystemStatus.
    await proxy.settled();
    expect(lines.at(-1)).toMatch(
      /^\[proxy\] getSystemStatus response 299 status: status 299 is not declared/,
    );
  });

  it('streams the answer: the client has the first bytes before the target has finished', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"success":true,');
      void held.then(() => res.end('"value":{"status":"normal"}}'));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const streaming = await startValidatingProxy({
      target: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
      port: 0,
      print: null,
    });
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${streaming.url}/wps/system/status`, (answer) => {
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            received.push(chunk);
            release(); // only once the first part got through does the target send the rest
          });
          answer.on('end', resolve);
        })
        .on('error', reject);
    });
    await streaming.close();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    expect(received[0]).toBe('{"success":true,');
    expect(received.join('')).toBe('{"success":true,"value":{"status":"normal"}}');
  });

  it('answers 502 when the target cannot be reached, and counts the call as unanswered', async () => {
    const closed = await startRecordingTarget({
      status: 200,
      rawHeaders: [],
      body: Buffer.alloc(0),
    });
    await closed.close();
    const nowhere = await startValidatingProxy({ target: closed.url, port: 0, print: null });
    const answer = await rawRequest(`${nowhere.url}/wps/system/status`);
    await nowhere.settled();
    await nowhere.close();
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      success: false,
      code: 'bad_gateway',
    });
    expect(nowhere.summary.totals()).toMatchObject({
      calls: 1,
      unanswered: 1,
      request: 0,
      response: 0,
    });
  });

  it('keeps the traffic flowing when the validator itself fails', async () => {
    const notes: string[] = [];
    const reports: ExchangeReport[] = [];
    const fragile = await startValidatingProxy({
      target: target.url,
      port: 0,
      print: (line) => notes.push(line),
      validator: () => {
        throw new Error('validator exploded');
      },
      onReport: (report) => reports.push(report),
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => rawRequest(`${fragile.url}/wps/system/status`)),
    );
    await fragile.settled();
    await fragile.close();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(okBody)).toBe(true);
    }
    expect(reports).toEqual([]);
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatch(
      /validation failed for GET \/wps\/system\/status \(the traffic was not affected\): validator exploded/,
    );
    expect(fragile.summary.totals().crashes).toBe(3);
  });
});
