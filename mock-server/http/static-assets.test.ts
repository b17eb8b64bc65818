import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../hosts/sandbox-app.ts';
import { cacheControlFor, isHashedAsset } from './static-assets.ts';

describe('cache policy', () => {
  it('keeps content-named assets for a year and revalidates everything else', () => {
    expect(isHashedAsset('/assets/index-Cn2UA72R.js')).toBe(true);
    expect(cacheControlFor('/assets/index-Cn2UA72R.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(isHashedAsset('/assets/logo.svg')).toBe(false);
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/mockServiceWorker.js')).toBe('no-cache');
  });
});

describe('the built portal served like a CDN', () => {
  let dist: string;
  let server: Server;
  let base: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const html = `<!doctype html><title>portal</title>${' '.repeat(2000)}`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
    mkdirSync(path.join(dist, 'assets'));
    const asset = path.join(dist, 'assets', 'index-Cn2UA72R.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
    const app = createSandboxApp({ distDir: dist });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy by Accept-Encoding, immutable, with Vary', async () => {
    const br = await fetch(`${base}/assets/index-Cn2UA72R.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes: the bytes are the script's.
    expect(await br.text()).toBe(script);
    const gz = await fetch(`${base}/assets/index-Cn2UA72R.js`, {
      headers: { 'accept-encoding': 'br;q=0.1, gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await fetch(`${base}/assets/index-Cn2UA72R.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(script.length);
  });

  it('revalidates index.html and the history fallback with an ETag answered 304', async () => {
    for (const page of ['/index.html', '/rng']) {
      const first = await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('content-encoding')).toBe('gzip');
      expect(await first.text()).toBe(html);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"/);
      const again = await fetch(`${base}${page}`, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('still answers 404 for a missing file and never serves a path outside the build', async () => {
    expect((await fetch(`${base}/assets/missing-AAAAAAAA.js`)).status).toBe(404);
    // A screen path: the history fallback (index.html), never the file outside the build.
    const outside = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await outside.text()).toBe(html);
    expect((await fetch(`${base}/assets/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});
