import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../hosts/sandbox-app.ts';
import { looksLikeFile } from './portal-router.ts';

describe('looksLikeFile', () => {
  it('takes /assets/ and paths with an extension other than .html for files', () => {
    for (const file of [
      '/favicon.ico',
      '/assets/index-abc.js',
      '/assets/x',
      '/a/b.css',
      '/robots.txt',
    ])
      expect(looksLikeFile(file), file).toBe(true);
    for (const screen of ['/', '/rng', '/index.html', '/register.html', '/promoDetail', '/.hidden'])
      expect(looksLikeFile(screen), screen).toBe(false);
  });
});

describe('the built portal behind the sandbox server', () => {
  let dist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = createSandboxApp({ distDir: dist }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the screens (history mode) with the index page', async () => {
    // /sandbox is the sandbox console, a screen of the portal (its pages live under /sandbox/).
    for (const screen of [
      '/',
      '/rng',
      '/index.html',
      '/register.html',
      '/noticePage',
      '/sandbox',
    ]) {
      const response = await fetch(`${base}${screen}`);
      expect(response.status, screen).toBe(200);
      expect(await response.text(), screen).toContain('<title>portal</title>');
    }
  });

  it('serves the files that exist', async () => {
    expect((await fetch(`${base}/assets/index-abc.js`)).status).toBe(200);
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
  });

  it('answers a missing file with 404, not the index page', async () => {
    for (const missing of ['/favicon.ico', '/assets/gone-123.js', '/assets/gone', '/x/y.png']) {
      const response = await fetch(`${base}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<title>portal</title>');
    }
  });
});
