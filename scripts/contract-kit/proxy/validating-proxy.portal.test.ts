import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingTarget, type RecordingTarget } from './testing/recording-target';
import { startValidatingProxy, type ValidatingProxy } from './validating-proxy';

let target: RecordingTarget;
let proxy: ValidatingProxy;
const lines: string[] = [];
const dist = mkdtempSync(path.join(tmpdir(), 'contract-proxy-dist-'));
const indexHtml = '<!doctype html><title>portal</title><div id="root"></div>';

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("portal")');
  target = await startRecordingTarget({
    status: 200,
    rawHeaders: ['Content-Type', 'application/json'],
    body: Buffer.from('{"success":true,"value":{"status":"normal"}}'),
  });
  proxy = await startValidatingProxy({
    target: target.url,
    port: 0,
    portalDir: dist,
    print: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await proxy.close();
  await target.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('--serve-portal: the built portal in front of a real backend', () => {
  it('serves the portal, its assets and deep links itself', async () => {
    const home = await fetch(`${proxy.url}/`);
    expect(await home.text()).toBe(indexHtml);
    const deepLink = await fetch(`${proxy.url}/member/wallet?tab=2`);
    expect(await deepLink.text()).toBe(indexHtml);
    const asset = await fetch(`${proxy.url}/assets/app.js`);
    expect(await asset.text()).toBe('console.log("portal")');
    const reference = await fetch(`${proxy.url}/docs`);
    expect(reference.status).toBe(200);
    expect(target.received).toEqual([]);
  });

  it('sends the API paths to the target, validated', async () => {
    const answer = await fetch(`${proxy.url}/wps/system/status`);
    expect(await answer.json()).toEqual({ success: true, value: { status: 'normal' } });
    expect(target.received.map((r) => r.url)).toEqual(['/wps/system/status']);
    await proxy.settled();
    expect(proxy.summary.rows().get('getSystemStatus')).toMatchObject({ calls: 1 });
    // The canned answer is not a valid system status: the proxy checked it.
    expect(lines[0]).toMatch(/^\[proxy\] getSystemStatus response 200 \$\.value\.\w+: /);
  });
});
